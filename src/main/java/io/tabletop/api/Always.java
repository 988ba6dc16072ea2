package io.tabletop.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The properties of an API record that the contract lists as required, overriding the rule derived from Jackson's
 * null handling ({@code GameSchemas}): on an answer, those always present (never null); on a request body, those the
 * server requires — nothing more, so that a client generated from the contract may leave the others out.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Always {

    String[] value();
}
