package io.tabletop.games.inwo.cards;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.app.JsonGameData;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The shipped catalogue file against its sources, row by row. */
class CatalogueDataTest {

    static CatalogueFile shippedFile() {
        return JsonGameData.standard().read(Catalogue.FILE, CatalogueFile.class);
    }

    static Catalogue shipped() {
        return Catalogue.from(shippedFile());
    }

    @Test
    void givenTheSources_whenGenerated_thenTheShippedFileIsExactlyWhatTheGeneratorWrites() throws Exception {
        if (Boolean.getBoolean("inwo.regenerate")) CatalogueGenerator.write();
        assertThat(Files.readString(CatalogueGenerator.OUT))
                .as("run ./mvnw -B -o test -Dtest=CatalogueDataTest -Dinwo.regenerate=true")
                .isEqualTo(CatalogueGenerator.json());
    }

    @Test
    void givenTheShippedFile_whenValidated_thenEveryLimitedCardIsThereOnce() {
        Catalogue c = shipped();
        assertThat(c.all()).hasSize(412);
        assertThat(c.all().stream().map(CardDef::id).distinct()).hasSize(412);
    }
}
