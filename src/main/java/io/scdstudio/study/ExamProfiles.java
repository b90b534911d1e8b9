package io.scdstudio.study;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.scdstudio.lesson.Topic;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.practice.ApiNames;
import io.scdstudio.practice.QuestionKind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The exam profiles: the bundled {@code exam-profiles.json}, or a teacher's edited copy of it. A profile that is not
 * as expected stops with the file, the profile and the field, never a round weighted by a guess.
 */
public final class ExamProfiles {
    public static final String RESOURCE = "/io/scdstudio/study/exam-profiles.json";
    public static final String DEFAULT_PROFILE = "associate";
    private static final ObjectMapper JSON = new ObjectMapper();
    private final List<ExamProfile> profiles;

    private ExamProfiles(List<ExamProfile> profiles) {
        this.profiles = List.copyOf(profiles);
    }

    public static ExamProfiles bundled() {
        try (InputStream in = ExamProfiles.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the build");
            }
            return parse(JSON.readTree(in), "exam-profiles.json (bundled)");
        } catch (IOException e) {
            throw new IllegalStateException("the bundled exam profiles cannot be read", e);
        }
    }

    /** A teacher's profile file, in the bundled file's form. */
    public static ExamProfiles read(Path file) {
        try {
            return parse(JSON.readTree(Files.readString(file)), file.toString());
        } catch (IOException e) {
            throw Errors.wrap(
                    Location.file(file.toString()),
                    ErrorClass.EXAM_PROFILE_INVALID,
                    "the exam profile file cannot be read as JSON: " + e.getMessage(),
                    "Start from a copy of the bundled file (docs/studio.md says where) and keep its form",
                    e);
        }
    }

    public List<ExamProfile> all() {
        return profiles;
    }

    public Optional<ExamProfile> find(String id) {
        return profiles.stream().filter(p -> p.id().equalsIgnoreCase(id)).findFirst();
    }

    public String ids() {
        return profiles.stream().map(ExamProfile::id).collect(Collectors.joining(", "));
    }

    private static ExamProfiles parse(JsonNode root, String file) {
        JsonNode list = root.path("profiles");
        if (!list.isArray() || list.isEmpty()) {
            throw invalid(file, "profiles", "there is no \"profiles\" list");
        }
        List<ExamProfile> out = new ArrayList<>();
        for (JsonNode p : list) {
            out.add(profile(p, file));
        }
        return new ExamProfiles(out);
    }

    private static ExamProfile profile(JsonNode p, String file) {
        String id = text(p, "id", file, "profile");
        String where = "profile '" + id + "'";
        List<ExamProfile.Objective> objectives = new ArrayList<>();
        for (JsonNode o : p.path("objectives")) {
            objectives.add(objective(o, file, where));
        }
        if (objectives.isEmpty()) {
            throw invalid(file, where + ".objectives", "the profile lists no objective");
        }
        ApiNames names = ApiNames.parse(p.path("names").asText("either"))
                .orElseThrow(() -> invalid(file, where + ".names", "names is auto-cdc, apply-changes or either"));
        int questions = positive(p, "examQuestions", file, where);
        int minutes = positive(p, "examMinutes", file, where);
        int pass = positive(p, "passPercent", file, where);
        if (pass > 100) {
            throw invalid(file, where + ".passPercent", "the pass mark is a percentage, 1 to 100");
        }
        return new ExamProfile(
                id,
                text(p, "name", file, where),
                p.path("guide").asText(""),
                text(p, "guideDate", file, where),
                questions,
                minutes,
                pass,
                names,
                objectives);
    }

    private static ExamProfile.Objective objective(JsonNode o, String file, String profile) {
        String id = text(o, "id", file, profile + " objective");
        String where = profile + " objective '" + id + "'";
        List<Topic> topics = new ArrayList<>();
        for (JsonNode t : o.path("topics")) {
            topics.add(Topic.parse(t.asText())
                    .orElseThrow(() -> invalid(
                            file,
                            where + ".topics",
                            "'" + t.asText() + "' is not a lesson topic; use one of " + Topic.vocabulary())));
        }
        List<QuestionKind> kinds = new ArrayList<>();
        for (JsonNode k : o.path("kinds")) {
            kinds.add(kind(k.asText())
                    .orElseThrow(() -> invalid(
                            file,
                            where + ".kinds",
                            "'" + k.asText() + "' is not a question kind; use one of " + kindWords())));
        }
        if (topics.isEmpty() || kinds.isEmpty()) {
            throw invalid(file, where, "an objective needs at least one topic and one kind");
        }
        return new ExamProfile.Objective(
                id,
                text(o, "section", file, where),
                text(o, "text", file, where),
                positive(o, "weight", file, where),
                topics,
                kinds);
    }

    /** A question kind as the profile writes it: {@code which-code} for {@link QuestionKind#WHICH_CODE}. */
    public static Optional<QuestionKind> kind(String words) {
        String wanted =
                words == null ? "" : words.trim().toUpperCase(Locale.ROOT).replace('-', '_');
        return Arrays.stream(QuestionKind.values())
                .filter(k -> k.name().equals(wanted))
                .findFirst();
    }

    public static String kindWords(QuestionKind k) {
        return k.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static String kindWords() {
        return Arrays.stream(QuestionKind.values()).map(ExamProfiles::kindWords).collect(Collectors.joining(", "));
    }

    private static String text(JsonNode node, String field, String file, String where) {
        String v = node.path(field).asText("");
        if (v.isBlank()) {
            throw invalid(file, where + "." + field, "\"" + field + "\" is missing or empty");
        }
        return v;
    }

    private static int positive(JsonNode node, String field, String file, String where) {
        JsonNode v = node.path(field);
        if (!v.canConvertToInt() || v.asInt() < 1) {
            throw invalid(file, where + "." + field, "\"" + field + "\" must be a whole number of 1 or more");
        }
        return v.asInt();
    }

    private static RuntimeException invalid(String file, String field, String problem) {
        return Errors.at(
                Location.file(file).withField(field),
                ErrorClass.EXAM_PROFILE_INVALID,
                problem,
                "Fix the field in the profile file; the bundled one shows every field in use");
    }
}
