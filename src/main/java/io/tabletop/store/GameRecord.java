package io.tabletop.store;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.UUID;
import org.hibernate.annotations.Immutable;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * The games summary row, read-only through Hibernate for listing and lookups. Writes go through
 * {@link Projections} inside the append transaction.
 */
@Entity
@Immutable
@Table(name = "games")
public class GameRecord extends PanacheEntityBase {

    @Id
    public UUID id;

    public String type;

    public String status;

    public long version;

    @JdbcTypeCode(SqlTypes.JSON)
    public String seats;

    public Integer[] awaiting;

    public Integer[] winners;

    @JdbcTypeCode(SqlTypes.JSON)
    public String options;

    public boolean seeded;

    public boolean imported;

    @Column(name = "rules_version")
    public int rulesVersion;

    @Column(name = "seed_commitment")
    public String seedCommitment;

    public OffsetDateTime deadline;

    @Column(name = "created_at")
    public OffsetDateTime createdAt;

    @Column(name = "updated_at")
    public OffsetDateTime updatedAt;
}
