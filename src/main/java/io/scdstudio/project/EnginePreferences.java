package io.scdstudio.project;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * The run pane's engine settings as the user typed them, remembered between sessions: the Spark master URL, the
 * workspace folder and the target folder. An empty text means the default (local[*], the application data
 * folder, a new folder per run).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record EnginePreferences(String master, String workspace, String target) {
    public static final EnginePreferences DEFAULT = new EnginePreferences("", "", "");

    public EnginePreferences {
        master = master == null ? "" : master.strip();
        workspace = workspace == null ? "" : workspace.strip();
        target = target == null ? "" : target.strip();
    }
}
