package io.scdstudio.expr;

import static io.scdstudio.expr.TestSchemas.eval;
import static io.scdstudio.expr.TestSchemas.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.ScdException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FunctionTest {

    @ParameterizedTest(name = "name=''{0}'': {1}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "Delete | lower(name) = 'delete'",
                "Delete | UPPER(name) = 'DELETE'",
                "Delete | Lower ( name ) = 'delete'",
                "\"  DELETE  \" | trim(name) = 'DELETE'",
                "ÉTÉ | lower(name) = 'été'",
                "DELETE | lower(upper(trim(name))) = 'delete'",
                "x | coalesce(name, 'y') = 'x'",
                "x | coalesce(null, name) = 'x'"
            })
    void functionsTransformStrings(String name, String condition) {
        assertThat(eval(condition, row().name(name))).isTrue();
    }

    @Test
    void trimRemovesSpacesOnlyAsSparkTrimWithoutArguments() {
        assertThat(eval("trim(name) = 'x'", row().name("\tx\n"))).isFalse();
        assertThat(eval("trim(name) = '\\tx\\n'", row().name("  \tx\n "))).isTrue();
    }

    @Test
    void functionsOfNullAreNull() {
        assertThat(eval("lower(name) = 'x'", row())).isNull();
        assertThat(eval("trim(null) IS NULL", row())).isTrue();
    }

    @Test
    void coalesceTakesTheFirstNonNullValueInTheCommonType() {
        assertThat(eval("coalesce(name, 'DELETE') = 'DELETE'", row())).isTrue();
        assertThat(eval("coalesce(id, n, 0) = 0", row())).isTrue();
        assertThat(eval("coalesce(id, n, 0) = 4", row().n(4))).isTrue();
        assertThat(eval("coalesce(id, 1.5) > 1", row())).isTrue();
        assertThat(eval("coalesce(a, b)", row().set("b", true))).isTrue();
        assertThat(eval("coalesce(null, null) IS NULL", row())).isTrue();
    }

    @Test
    void aCoalesceFallbackThatCannotBeCastOnlyFailsWhenReached() {
        // The common type of bigint and string is bigint; 'x' is only cast when id is NULL.
        assertThat(eval("coalesce(id, 'x') = 3", row().id(3))).isTrue();
        assertThatThrownBy(() -> eval("coalesce(id, 'x') = 3", row()))
                .isInstanceOfSatisfying(
                        ScdException.class, e -> assertThat(e.errorClass()).isEqualTo("CAST_INVALID_INPUT"));
    }

    @Test
    void functionNamesAreCaseInsensitive() {
        assertThat(eval("COALESCE(NAME, 'a') = 'a'", row())).isTrue();
    }
}
