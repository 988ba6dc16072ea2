package io.tabletop.engine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A field of a view, event or command the service may answer null (a hidden card, a step not reached, a field left
 * out). Every other field of a game's records is never null, and the contract says so; the tests that play the rules
 * fail on a null anywhere else.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Nullable {}
