package io.scdstudio.feed.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.Iterator;
import java.util.Map;

/**
 * Indented JSON in the layout of the conformance {@code case.json} files, so a saved scenario reads like a
 * hand-written one: objects one field per line, lists of names on one line, a list of objects one object
 * per line.
 */
final class JsonText {
    private JsonText() {}

    static String pretty(JsonNode node) {
        StringBuilder sb = new StringBuilder();
        block(sb, node, "");
        return sb.append('\n').toString();
    }

    private static void block(StringBuilder sb, JsonNode node, String indent) {
        if (node.isObject() && !node.isEmpty()) {
            sb.append("{\n");
            Iterator<Map.Entry<String, JsonNode>> it = node.properties().iterator();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                sb.append(indent).append("  ").append(scalar(e.getKey())).append(": ");
                block(sb, e.getValue(), indent + "  ");
                sb.append(it.hasNext() ? ",\n" : "\n");
            }
            sb.append(indent).append('}');
        } else if (node.isArray() && hasContainers(node)) {
            sb.append("[\n");
            for (int i = 0; i < node.size(); i++) {
                sb.append(indent).append("  ");
                inline(sb, node.get(i));
                sb.append(i + 1 < node.size() ? ",\n" : "\n");
            }
            sb.append(indent).append(']');
        } else {
            inline(sb, node);
        }
    }

    private static void inline(StringBuilder sb, JsonNode node) {
        if (node.isObject()) {
            sb.append('{');
            Iterator<Map.Entry<String, JsonNode>> it = node.properties().iterator();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                sb.append(scalar(e.getKey())).append(": ");
                inline(sb, e.getValue());
                sb.append(it.hasNext() ? ", " : "");
            }
            sb.append('}');
        } else if (node.isArray()) {
            sb.append('[');
            for (int i = 0; i < node.size(); i++) {
                inline(sb, node.get(i));
                sb.append(i + 1 < node.size() ? ", " : "");
            }
            sb.append(']');
        } else {
            sb.append(node);
        }
    }

    private static boolean hasContainers(JsonNode array) {
        for (JsonNode item : array) {
            if (item.isContainerNode()) {
                return true;
            }
        }
        return false;
    }

    private static String scalar(String text) {
        return TextNode.valueOf(text).toString();
    }
}
