package io.scdstudio.feed.json;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** One JSON object of a JSON lines file, with its 1-based line (a feed format may flatten it into another). */
public record JsonLine(int line, ObjectNode object) {}
