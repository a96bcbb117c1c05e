// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The International draughts course (FMJD rules, 10x10), in the order a learner takes it.
Course {
    variant: "international"

    InternationalBoard {
    }
    InternationalMen {
    }
    InternationalCaptures {
    }
    InternationalKings {
    }
    InternationalMajority {
    }
    InternationalForcedCaptures {
    }
    InternationalGameEnd {
    }
    InternationalRepetition {
    }
    InternationalCounts {
    }
    InternationalTechnique {
    }
    InternationalShots {
    }
    InternationalPlayGame {
    }
}
