package io.scdstudio.ui.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.Batch;
import io.scdstudio.model.Table;
import io.scdstudio.spark.SparkSqlRunner;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.preview.PreviewComputer;
import io.scdstudio.ui.preview.PreviewViewModel;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The "as of" SQL the Timeline shows, run on Spark over the target, gives the table the Timeline shows beside it, at
 * every point of the axis, with and without a followed key. A learner copies that SQL to try it on the real table.
 */
class AsOfSqlOnSparkIT {
    @Test
    void theAsOfSqlOnSparkGivesTheTableTheTimelineShows() {
        PreviewViewModel preview = new PreviewViewModel();
        TimelineViewModel vm = new TimelineViewModel(preview);
        preview.setResult(new PreviewComputer().compute(Fixtures.users(2).scenario()), false);
        vm.setTargetName("users");
        Table target = preview.resultProperty().get().finalTarget().orElseThrow();
        SparkSqlRunner spark = new SparkSqlRunner();
        try {
            spark.registerBatch("users", target.schema(), Batch.of(1, 0, target.rows()), "__arrival");
            for (String followed : List.of("", "=125", "2")) {
                preview.keyFilterProperty().set(followed);
                int points = vm.axisProperty().get().size();
                assertThat(points).as("points with %s followed", followed).isPositive();
                for (int at = 0; at < points; at++) {
                    vm.asOfProperty().set(at);
                    String sql = vm.asOfSqlProperty().get();
                    assertThat(spark.query(sql, target.schema()).rows())
                            .as("%s", sql)
                            .containsExactlyInAnyOrderElementsOf(vm.asOfRows());
                }
            }
        } finally {
            spark.close();
        }
    }
}
