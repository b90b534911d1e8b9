package io.scdstudio.ui;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.project.Design;
import io.scdstudio.project.DesignFiles;
import java.nio.file.Path;

/** The sample designs the UI tests start from. */
public final class Fixtures {
    public static final Path USERS = Path.of("sample-data/users-docs-example");
    public static final Path CUSTOMER_MOVES = Path.of("sample-data/customer-moves");

    private Fixtures() {
    }

    public static Design users(int scdType) {
        Design d = DesignFiles.open(USERS);
        return d.withFlow(((CdcFlowSettings) d.flow()).withScdType(scdType));
    }

    public static DesignDocument documentWith(Design d) {
        DesignDocument doc = new DesignDocument();
        doc.open(d, false);
        return doc;
    }
}
