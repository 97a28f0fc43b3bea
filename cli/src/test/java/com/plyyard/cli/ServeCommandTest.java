package com.plyyard.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.server.ServerOptions;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code plyyard serve}: where its database and relay come from, and how it says it cannot start. */
class ServeCommandTest {
    private static ServerOptions options(Map<String, String> environment, String... words) {
        return ServeCommand.options(new Arguments(List.of(words), ServeCommand.FLAGS, Set.of(), Set.of()), environment);
    }

    @Test
    void withoutSettingsItIsOneNodeOnTheEmbeddedDatabase() {
        ServerOptions options = options(Map.of());
        assertThat(options.store().isEmbedded()).isTrue();
        assertThat(options.dataDir()).isEqualTo(Path.of("data"));
        assertThat(options.redisUrl()).isNull();
    }

    @Test
    void postgresAndRedisComeFromTheEnvironmentAndFlagsWin() {
        Map<String, String> environment = Map.of("PLYYARD_DATABASE_URL", "jdbc:postgresql://db:5432/plyyard",
                "PLYYARD_DATABASE_USER", "ply", "PLYYARD_DATABASE_PASSWORD", "secret",
                "PLYYARD_REDIS_URL", "redis://relay:6379");
        ServerOptions options = options(environment, "--database-user", "other", "--computer-threads", "4");
        assertThat(options.store().url()).isEqualTo("jdbc:postgresql://db:5432/plyyard");
        assertThat(options.store().user()).isEqualTo("other");
        assertThat(options.store().password()).isEqualTo("secret");
        assertThat(options.store().toString()).doesNotContain("secret");
        assertThat(options.redisUrl()).isEqualTo("redis://relay:6379");
        assertThat(options.computerThreads()).isEqualTo(4);
    }

    @Test
    void aPasswordInTheUrlIsNeverPrinted() {
        ServerOptions options = options(Map.of(), "--database-url", "jdbc:postgresql://db/p?user=u&password=hunter2");
        assertThat(options.store().toString()).contains("password=***").doesNotContain("hunter2");
        assertThat(com.plyyard.server.relay.RedisRelay.safeUrl("redis://:hunter2@relay:6379"))
                .isEqualTo("redis://:***@relay:6379");
    }

    @Test
    void contradictoryOrMalformedSettingsAreRefusedWithTheReason() {
        assertThatThrownBy(() -> options(Map.of(), "--database-url", "jdbc:mysql://db/p"))
                .isInstanceOf(UsageException.class).hasMessageContaining("jdbc:postgresql:");
        assertThatThrownBy(() -> options(Map.of(), "--database-url", "jdbc:postgresql://db/p", "--data", "x"))
                .isInstanceOf(UsageException.class).hasMessageContaining("--data");
        assertThatThrownBy(() -> options(Map.of(), "--database-url", "jdbc:postgresql://db/p", "--redis",
                "127.0.0.1:6379")).isInstanceOf(UsageException.class).hasMessageContaining("redis://");
        assertThatThrownBy(() -> options(Map.of(), "--redis", "redis://127.0.0.1:6379"))
                .isInstanceOf(UsageException.class).hasMessageContaining("PostgreSQL");
    }

    @Test
    void aTakenPortIsOneLineAndStatusTwo(@TempDir Path data) throws Exception {
        try (ServerSocket taken = new ServerSocket(0)) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = Main.run(List.of("serve", "--port", String.valueOf(taken.getLocalPort()), "--data",
                    data.toString()), new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            assertThat(status).isEqualTo(2);
            assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("plyyard: cannot start: cannot listen on")
                    .hasLineCount(1);
        }
    }
}
