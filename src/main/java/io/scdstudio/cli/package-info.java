/**
 * The command line: one class per command ({@code run}, {@code check}, {@code explain}, {@code lint},
 * {@code export}, {@code import}, {@code schema}, {@code practice}, {@code exam}, {@code progress}, {@code pack},
 * {@code scenarios}, {@code generate}, {@code compare-naive}, {@code check-batching}, {@code bench}, ...), each a
 * {@link io.scdstudio.cli.Command} registered in {@link io.scdstudio.cli.Cli}, over the same feed readers, engines
 * and exporters the window uses. Output goes to the given streams; user errors print one message on stderr and
 * exit with 2, failed checks exit with 1. The {@code bench} command and the classes it runs live in
 * {@code cli.bench}.
 */
package io.scdstudio.cli;
