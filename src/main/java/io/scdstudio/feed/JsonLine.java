package io.scdstudio.feed;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** One JSON object of a JSON lines file, with its 1-based line. */
record JsonLine(int line, ObjectNode object) {
}
