/** The main window frame. Until the studio window lands it shows what the product is and how to use the command line. */
package io.scdstudio.ui.shell;
