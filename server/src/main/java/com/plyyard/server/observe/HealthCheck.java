package com.plyyard.server.observe;

/**
 * One thing {@code /health} looks at, such as the database or the event bus. A check should
 * answer within a second or two; {@link Health} stops waiting after {@link Health#TIMEOUT} and
 * reports it as failing. A check that throws is failing too; its exception goes to the log only.
 */
public interface HealthCheck {
    /** The key of this check in the {@code checks} object of {@code /health}, such as {@code database}. */
    String name();

    Result check();

    /** A check named {@code name} that runs {@code check}. */
    static HealthCheck of(String name, java.util.function.Supplier<Result> check) {
        return new HealthCheck() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Result check() {
                return check.get();
            }
        };
    }

    /** @param detail a short English text for operators, without internals such as passwords */
    record Result(boolean ok, String detail) {
        public static Result ok(String detail) {
            return new Result(true, detail);
        }

        public static Result failing(String detail) {
            return new Result(false, detail);
        }
    }
}
