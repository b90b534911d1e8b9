package io.scdstudio.expr;

import java.util.ArrayList;
import java.util.List;

/** Lists the nodes of a condition depth-first, which is the order they appear in the text. */
final class Walk {
    private Walk() {}

    static List<Ast> inTextOrder(Ast root) {
        List<Ast> out = new ArrayList<>();
        visit(root, out);
        return out;
    }

    private static void visit(Ast node, List<Ast> out) {
        out.add(node);
        for (Ast child : children(node)) {
            visit(child, out);
        }
    }

    static List<Ast> children(Ast node) {
        if (node instanceof Ast.Compare c) {
            return List.of(c.left(), c.right());
        }
        if (node instanceof Ast.Logic l) {
            return List.of(l.left(), l.right());
        }
        if (node instanceof Ast.Not n) {
            return List.of(n.child());
        }
        if (node instanceof Ast.IsNull n) {
            return List.of(n.child());
        }
        if (node instanceof Ast.In in) {
            List<Ast> all = new ArrayList<>(List.of(in.value()));
            all.addAll(in.items());
            return all;
        }
        if (node instanceof Ast.Like l) {
            return List.of(l.value(), l.pattern());
        }
        if (node instanceof Ast.Call c) {
            return c.args();
        }
        return List.of();
    }
}
