package io.tabletop.games.inwo;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;

/**
 * INWO's slices for {@link InwoLayersTest}: one per sub-package (nested classes with their package), and the root
 * package as a slice of its own; {@code matching("..inwo.(*)..")} alone would leave the root's classes out.
 */
final class InwoSlices {

    private InwoSlices() {}

    private static final String ROOT = "io.tabletop.games.inwo";

    static final SliceAssignment PACKAGES = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass c) {
            String p = c.getPackageName();
            if (p.equals(ROOT)) return SliceIdentifier.of("inwo (root)");
            if (!p.startsWith(ROOT + ".")) return SliceIdentifier.ignore();
            String rest = p.substring(ROOT.length() + 1);
            int dot = rest.indexOf('.');
            return SliceIdentifier.of(dot < 0 ? rest : rest.substring(0, dot));
        }

        @Override
        public String getDescription() {
            return "INWO's packages (each sub-package, and the root)";
        }
    };
}
