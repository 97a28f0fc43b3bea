package com.plyyard.server.pages;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/** What the template of a game's Learn page reads: the page, the lesson, and its pictures. */
public record LearnView(Page page, Lesson lesson, BoardSvg boards) {

    /** The lesson's revision date written out in the page's language ("30 November 2026"). */
    public String revised() {
        try {
            return LocalDate.parse(lesson.revised()).format(DateTimeFormatter.ofPattern("d MMMM yyyy",
                    Locale.forLanguageTag(page.lang())));
        } catch (DateTimeParseException e) {
            return lesson.revised();
        }
    }

    /** The diagram's position as a static SVG board. */
    public String board(Lesson.Diagram diagram) {
        return boards.draw(lesson.game(), diagram, page.language());
    }

    /** What the engine says of a move to try, in the words the live board uses. */
    public String verdict(Lesson.Try attempt) {
        if (!attempt.legal()) {
            return page.t("learn.board.refusedMove", "move", attempt.move(), "rule", attempt.rule(),
                    "text", page.t("learn.rule." + attempt.rule()));
        }
        String key = Boolean.TRUE.equals(attempt.wins()) ? "learn.board.acceptedWin"
                : Boolean.TRUE.equals(attempt.drawn()) ? "learn.board.acceptedDraw" : "learn.board.accepted";
        return page.t(key, "move", attempt.move());
    }
}
