package io.tabletop.engine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The values a numeric command field may take. Every numeric field of every command carries one (a {@link Table}
 * refuses to host a game otherwise), so no client number reaches a game's arithmetic unbounded.
 * {@code code} is the refusal's stable code.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Range {
    long min();

    long max();

    String code() default CommandFields.OUT_OF_RANGE;
}
