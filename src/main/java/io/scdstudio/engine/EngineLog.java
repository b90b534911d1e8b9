package io.scdstudio.engine;

import java.util.function.Consumer;

/**
 * An engine's own log, for a window to show while a run goes: {@link #follow} hands each formatted line to the
 * listener, from whatever thread logged it, until the returned handle is closed. The in-memory engine has none.
 */
public interface EngineLog {
    EngineLog NONE = lines -> () -> {};

    Following follow(Consumer<String> lines);

    /** Stops following; closing twice is harmless. */
    interface Following extends AutoCloseable {
        @Override
        void close();
    }
}
