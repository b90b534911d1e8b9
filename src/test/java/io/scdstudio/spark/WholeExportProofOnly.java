package io.scdstudio.spark;

import net.jqwik.api.lifecycle.LifecycleContext;
import net.jqwik.api.lifecycle.SkipExecutionHook;

/**
 * Runs a jqwik property only with {@code -Dexport.proof=all}, the opt-in profile that proves every export case: the
 * JUnit condition the other opt-in export tests use does not reach jqwik's engine.
 */
public final class WholeExportProofOnly implements SkipExecutionHook {
    @Override
    public SkipResult shouldBeSkipped(LifecycleContext context) {
        return "all".equals(System.getProperty("export.proof"))
                ? SkipResult.doNotSkip()
                : SkipResult.skip("a random search on Spark; -Dexport.proof=all runs it");
    }
}
