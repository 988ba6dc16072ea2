package io.tabletop.app.audit;
import io.tabletop.app.ApiProblem;

/** An imported log that does not verify: 422 naming the first bad line. */
public class LogRejected extends ApiProblem {

    private final int line;

    public LogRejected(String code, int line, String detail) {
        super(422, code, "Unprocessable content", "line " + line + ": " + detail, null);
        this.line = line;
    }

    public int line() {
        return line;
    }
}
