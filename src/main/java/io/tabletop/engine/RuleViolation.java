package io.tabletop.engine;

/**
 * A command the rules refuse. {@code code} is a stable UPPER_SNAKE string clients can switch on; the message
 * says why in words and never mentions anything the sender may not see.
 */
public class RuleViolation extends RuntimeException {

    private final String code;

    public RuleViolation(String code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
