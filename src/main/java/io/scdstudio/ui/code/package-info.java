/**
 * The code pane: one tab per export target of {@link io.scdstudio.codegen.CodeGenerators}, regenerated for
 * the current design after every edit, highlighted, with Copy and Save.
 */
package io.scdstudio.ui.code;
