/**
 * The command line: {@code run}, {@code check}, {@code explain} and {@code bench}, one class per command,
 * over the same feed readers and engines the window uses. Output goes to the given streams; user errors
 * print one message on stderr and exit with 2, failed checks exit with 1.
 */
package io.scdstudio.cli;
