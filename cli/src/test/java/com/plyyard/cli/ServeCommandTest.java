package com.plyyard.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.ai.ThinkingTimes;
import com.plyyard.server.ServerOptions;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/** {@code plyyard serve}: where its database and relay come from, and how it says it cannot start. */
class ServeCommandTest {
    private static ServerOptions options(Map<String, String> environment, String... words) {
        ServeCommand serve = new ServeCommand();
        new CommandLine(serve).parseArgs(words);
        return serve.options(environment);
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
    void theComputerTimeIsOneForEveryGameAndOthersPerGameFromTheEnvironmentUnlessFlagsGiveIt() {
        assertThat(options(Map.of()).computerTimes()).isEqualTo(ThinkingTimes.defaults());
        Map<String, String> environment = Map.of("PLYYARD_COMPUTER_TIME", "1500, Jungle=2000");
        assertThat(options(environment).computerTimes()).isEqualTo(new ThinkingTimes(1500, Map.of("jungle", 2000L)));
        assertThat(options(environment, "--computer-time", "halma=300", "--computer-time", "60000").computerTimes())
                .as("the flags replace the variable as a whole")
                .isEqualTo(new ThinkingTimes(60_000, Map.of("halma", 300L)));
        assertThat(options(Map.of(), "--computer-time", "chinese-checkers=50").computerTimes())
                .isEqualTo(new ThinkingTimes(1000, Map.of("chinese-checkers", 50L)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "go=100           | plyyard: --computer-time: unknown game 'go' (known: chinese-checkers, halma, jungle)",
        "fast             | plyyard: --computer-time (milliseconds) must be a whole number from 50 to 60000, not 'fast'",
        "49               | plyyard: --computer-time (milliseconds) must be a whole number from 50 to 60000, not '49'",
        "jungle=60001     | plyyard: --computer-time (milliseconds for jungle) must be a whole number from 50 to 60000, not '60001'",
        "halma=           | plyyard: --computer-time (milliseconds for halma) must be a whole number from 50 to 60000, not ''",
    })
    void aBadComputerTimeIsOneLineAndStatusTwoBeforeAnythingStarts(String value, String message) {
        CommandRun run = CommandRun.of("serve", "--computer-time", value);
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).isEqualTo(message + System.lineSeparator());
    }

    @Test
    void aComputerTimeGivenTwiceOrMalformedInTheEnvironmentIsRefusedWithTheReason() {
        assertThatThrownBy(() -> options(Map.of(), "--computer-time", "jungle=100", "--computer-time", "jungle=200"))
                .isInstanceOf(UsageException.class).hasMessage("--computer-time gives the time of jungle twice");
        assertThatThrownBy(() -> options(Map.of(), "--computer-time", "100", "--computer-time", "200"))
                .isInstanceOf(UsageException.class).hasMessage("--computer-time gives the time of every game twice");
        assertThatThrownBy(() -> options(Map.of("PLYYARD_COMPUTER_TIME", "1500,,halma=70")))
                .isInstanceOf(UsageException.class)
                .hasMessage("PLYYARD_COMPUTER_TIME (milliseconds) must be a whole number from 50 to 60000, not ''");
    }

    @Test
    void aTakenPortIsOneLineAndStatusTwo(@TempDir Path data) throws Exception {
        try (ServerSocket taken = new ServerSocket(0)) {
            CommandRun run = CommandRun.of("serve", "--port", String.valueOf(taken.getLocalPort()), "--data",
                    data.toString());
            assertThat(run.status()).isEqualTo(2);
            assertThat(run.err()).startsWith("plyyard: cannot start: cannot listen on").hasLineCount(1);
        }
    }

    @Test
    void aDataFolderThatIsAFileIsOneLineAndStatusTwo(@TempDir Path temporary) throws Exception {
        Path file = Files.writeString(temporary.resolve("plyyard-data"), "not a folder");
        CommandRun run = CommandRun.of("serve", "--port", "0", "--host", "127.0.0.1", "--data", file.toString());
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("plyyard: cannot start: the data folder " + file + " is a file, not a folder"
                + System.lineSeparator());
    }

    @Test
    void aDataFolderThatCannotBeCreatedIsOneLineAndStatusTwo(@TempDir Path temporary) throws Exception {
        Path file = Files.writeString(temporary.resolve("plyyard-data"), "not a folder");
        Path inside = file.resolve("games");
        CommandRun run = CommandRun.of("serve", "--port", "0", "--host", "127.0.0.1", "--data", inside.toString());
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("plyyard: cannot start: cannot create the data folder " + inside
                + ": not a directory" + System.lineSeparator());
    }
}
