package io.tabletop.app;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.util.JsonGeneratorDecorator;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;
import io.tabletop.engine.Text;
import java.io.IOException;

/**
 * A JSON generator that writes every string, field name and raw value with its unpaired UTF-16 surrogates replaced by
 * U+FFFD ({@link Text#wellFormed}). Jackson's UTF-8 writer throws on a lone surrogate in a raw value (a view written
 * by hand) and escapes one in a string as {@code \ud800}, which PostgreSQL's jsonb and strict readers refuse: either
 * way one bad string would break every read that shows it. Text without surrogates passes unchanged, uncopied.
 */
final class WellFormedGenerator extends JsonGeneratorDelegate {

    static final JsonGeneratorDecorator DECORATOR = (factory, generator) -> new WellFormedGenerator(generator);

    private WellFormedGenerator(JsonGenerator d) {
        // false: writeObject/writeTree go through this generator's codec, so nested values are cleaned too
        super(d, false);
    }

    @Override
    public void writeString(String text) throws IOException {
        delegate.writeString(Text.wellFormed(text));
    }

    @Override
    public void writeString(char[] text, int offset, int len) throws IOException {
        delegate.writeString(clean(text, offset, len), offset, len);
    }

    @Override
    public void writeString(SerializableString text) throws IOException {
        delegate.writeString(clean(text));
    }

    @Override
    public void writeFieldName(String name) throws IOException {
        delegate.writeFieldName(Text.wellFormed(name));
    }

    @Override
    public void writeFieldName(SerializableString name) throws IOException {
        delegate.writeFieldName(clean(name));
    }

    @Override
    public void writeRaw(String text) throws IOException {
        delegate.writeRaw(Text.wellFormed(text));
    }

    @Override
    public void writeRaw(String text, int offset, int len) throws IOException {
        if (Text.firstUnpaired(text, offset, offset + len) < 0) delegate.writeRaw(text, offset, len);
        else delegate.writeRaw(Text.wellFormed(text.substring(offset, offset + len)));
    }

    @Override
    public void writeRaw(char[] text, int offset, int len) throws IOException {
        delegate.writeRaw(clean(text, offset, len), offset, len);
    }

    @Override
    public void writeRaw(SerializableString text) throws IOException {
        delegate.writeRaw(clean(text));
    }

    @Override
    public void writeRawValue(String text) throws IOException {
        delegate.writeRawValue(Text.wellFormed(text));
    }

    @Override
    public void writeRawValue(String text, int offset, int len) throws IOException {
        if (Text.firstUnpaired(text, offset, offset + len) < 0) delegate.writeRawValue(text, offset, len);
        else delegate.writeRawValue(Text.wellFormed(text.substring(offset, offset + len)));
    }

    @Override
    public void writeRawValue(char[] text, int offset, int len) throws IOException {
        delegate.writeRawValue(clean(text, offset, len), offset, len);
    }

    /**
     * Writes {@code text}, known to be well-formed (written by a generator of this kind), as a raw value without
     * scanning it again: the delegate when {@code gen} is one of these.
     */
    static void writeWellFormedRawValue(JsonGenerator gen, String text) throws IOException {
        if (gen instanceof WellFormedGenerator w) w.delegate.writeRawValue(text);
        else gen.writeRawValue(text);
    }

    /** {@code text} itself when its range is well-formed, else a copy with the range's lone surrogates replaced. */
    private static char[] clean(char[] text, int offset, int len) {
        if (Text.firstUnpaired(java.nio.CharBuffer.wrap(text), offset, offset + len) < 0) return text;
        char[] copy = text.clone();
        Text.replaceUnpaired(copy, offset, offset + len);
        return copy;
    }

    private static SerializableString clean(SerializableString s) {
        String value = s.getValue();
        String wellFormed = Text.wellFormed(value);
        return wellFormed == value ? s : new SerializedString(wellFormed);
    }
}
