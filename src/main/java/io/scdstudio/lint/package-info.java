/**
 * Design checks that read the design and its data before anything runs: each rule one {@link
 * io.scdstudio.lint.DesignCheck} with a stable id, a severity, the lines concerned and a fix where one exists;
 * {@link io.scdstudio.lint.DesignChecks} runs them all. Shown by {@code lint} and beside the flow settings.
 */
package io.scdstudio.lint;
