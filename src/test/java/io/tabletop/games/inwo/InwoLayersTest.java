package io.tabletop.games.inwo;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The layering of the rules as a test (issue 33 item 15): INWO's packages form no cycle (model, cards and versions
 * at the bottom, the ability queries above them, then the rules flows, the card families and the effect interpreter,
 * the deciders at the root on top), and the engine and the games stay pure Java.
 */
class InwoLayersTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.tabletop.engine", "io.tabletop.games");

    /** Each sub-package of INWO is one slice and the root package one more: no cycle among them. */
    @Test
    void inwoPackagesAreFreeOfCycles() {
        slices().assignedFrom(InwoSlices.PACKAGES).should().beFreeOfCycles().check(MAIN);
    }

    /**
     * No framework in the rules: the engine and the games read and write plain records (JSON is the app's, through
     * its codec), so nothing there imports Quarkus, Jakarta or Jackson, not even Jackson's annotations (none is used).
     */
    @Test
    void engineAndGamesUseNoFramework() {
        noClasses().that().resideInAnyPackage("io.tabletop.engine..", "io.tabletop.games..")
                .should().dependOnClassesThat().resideInAnyPackage("io.quarkus..", "jakarta..", "javax.ws..", "javax.inject..",
                        "com.fasterxml.jackson..")
                .check(MAIN);
    }
}
