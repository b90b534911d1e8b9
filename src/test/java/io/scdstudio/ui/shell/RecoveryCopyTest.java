package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.project.Design;
import io.scdstudio.project.RecoveryStore;
import io.scdstudio.ui.DeferredRunner;
import io.scdstudio.ui.Fixtures;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The recovery copy is written off the FX thread, in order with its clearing, and a burst of edits writes once. */
class RecoveryCopyTest {
    @TempDir
    Path temp;

    @Test
    void aBurstOfEditsWritesOnlyTheLatestDesign() {
        RecoveryStore store = new RecoveryStore(temp.resolve("recovery"));
        DeferredRunner files = new DeferredRunner();
        RecoveryCopy copy = new RecoveryCopy(store, files, e -> {
            throw new AssertionError(e);
        });
        Design type1 = Fixtures.users(1);
        Design type2 = Fixtures.users(2);

        copy.save(type1);
        copy.save(type2);
        assertThat(files.pending()).isEqualTo(1);
        assertThat(store.find()).as("nothing written on the caller's thread").isEmpty();
        files.runAll();
        assertThat(store.find())
                .hasValueSatisfying(
                        d -> assertThat(((CdcFlowSettings) d.flow()).scdType()).isEqualTo(2));
    }

    @Test
    void aClearAfterAQueuedWriteLeavesNoCopy() {
        RecoveryStore store = new RecoveryStore(temp.resolve("recovery"));
        DeferredRunner files = new DeferredRunner();
        RecoveryCopy copy = new RecoveryCopy(store, files, e -> {
            throw new AssertionError(e);
        });

        copy.save(Fixtures.users(2));
        copy.clear();
        files.runAll();
        assertThat(store.find())
                .as("the save landed before the clear, or not at all")
                .isEmpty();

        copy.save(Fixtures.users(2));
        files.runAll();
        assertThat(store.find()).as("an edit after the clear is kept again").isPresent();
    }
}
