package io.tabletop.engine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The closed set of words a {@code String} component of a game's view or event takes (its contract names them as an
 * enum, so that a generated client gets a union instead of {@code string}).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.METHOD, ElementType.FIELD, ElementType.PARAMETER})
public @interface OneOf {

    String[] value();
}
