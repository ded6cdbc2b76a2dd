//! `cf786a`: Codeforces 786A "Berzerk": a monster on a ring of `n` objects, object 1 a black
//! hole; each player moves it clockwise by a step from their own set, and whoever brings it to
//! the black hole wins. Every (object, player to move) pair is a position; the game graph is
//! never stored: `Berzerk` below lists a position's moves and predecessors from the two sets,
//! and retrograde analysis ([`games::loopy`](crate::games::loopy)) decides all `2n` positions
//! in O(n (k1 + k2)) time and O(n + k1 + k2) memory.

use crate::core::driver::{Io, Layout, Problem};
use crate::core::scan::{Field, InputError};
use crate::games::loopy::{retrograde_of, GameGraph, Outcome, Solved};
use crate::problems::shape::{outcome_word, GRAPH_MEMORY};
use std::io::{Read, Write};

const OBJECTS: Field = Field::new("the number of objects n", 2, 7000);

/// The game: position `p * n + x` is the monster on object `x` (0 the black hole), player `p`
/// (0 Rick, 1 Morty) to move. The black hole has no move: whoever moved there won.
struct Berzerk {
    n: u32,
    steps: [Vec<u32>; 2],
}

impl GameGraph for Berzerk {
    fn positions(&self) -> usize {
        2 * self.n as usize
    }

    fn out_degree(&self, v: u32) -> u32 {
        let (player, object) = (v / self.n, v % self.n);
        if object == 0 {
            0
        } else {
            self.steps[player as usize].len() as u32
        }
    }

    fn for_each_successor(&self, v: u32, mut f: impl FnMut(u32)) {
        let (player, object) = (v / self.n, v % self.n);
        if object == 0 {
            return;
        }
        let other = (1 - player) * self.n;
        for &s in &self.steps[player as usize] {
            f(other + (object + s) % self.n);
        }
    }

    fn for_each_predecessor(&self, v: u32, mut f: impl FnMut(u32)) {
        let (player, object) = (v / self.n, v % self.n);
        // The other player moved here from `object - s`, by a step `s` of theirs; not from the
        // black hole, where play had ended.
        let mover = 1 - player;
        for &s in &self.steps[mover as usize] {
            let from = (object + self.n - s) % self.n;
            if from != 0 {
                f(mover * self.n + from);
            }
        }
    }
}

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Cf786a;

impl Problem for Cf786a {
    const NAME: &'static str = "cf786a";
    const HELP: &'static str = "\
Codeforces 786A \"Berzerk\": objects 1..n on a ring, object 1 a black hole; a monster starts
on another object. Rick and Morty each have a set of steps (1 to n-1); in turn a player moves
the monster clockwise by a step of his set, and whoever moves it into the black hole wins.
Each prefers a game that never ends to a loss.

input:  n; k1 and Rick's k1 steps; k2 and Morty's k2 steps
        (2 <= n <= 7000, 1 <= k1, k2 <= n - 1, 1 <= step <= n - 1; a repeated step counts once)
output: two lines of n - 1 words, for the monster on objects 2..n: Win, Lose or Loop for
        the player who moves first, Rick first on the first line, Morty first on the second

move:   with --move, after each line a line of the first player's steps, one per object: a
        step that wins (the quickest win) or keeps the loop, - where every step loses
example: printf '5\\n2 3 2\\n3 1 2 3\\n' | cf786a
prints:
  Lose Win Win Loop
  Loop Win Win Win
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&OBJECTS)?;
        let count = Field::new("the number of steps k", 1, n - 1);
        let step = Field::new("a step", 1, n - 1);
        let mut steps = [Vec::new(), Vec::new()];
        for set in &mut steps {
            let k = io.input.next(&count)?;
            let mut seen = vec![false; n as usize];
            io.input.each_value(k, &step, |s| {
                if !std::mem::replace(&mut seen[s as usize], true) {
                    set.push(s as u32);
                }
            })?;
        }
        let at = io.input.last_location();
        let game = Berzerk { n: n as u32, steps };
        let solved = retrograde_of(&game).map_err(|_| at.error(GRAPH_MEMORY.to_string()))?;
        for player in 0..2 {
            let mut line = String::new();
            line.try_reserve(5 * n as usize)
                .map_err(|_| at.error(GRAPH_MEMORY.into()))?;
            for object in 1..n as u32 {
                let v = player * game.n + object;
                let word = outcome_word(solved.outcome(v), ["Win", "Lose", "Loop"]);
                push_word(&mut line, object, word);
            }
            io.answers.line(line);
            if io.answers.wants_moves() {
                io.answers.line(self.steps_line(&game, &solved, player));
            }
        }
        Ok(())
    }
}

impl Cf786a {
    /// The first player's best step on each object 2..n, `-` where every step loses.
    fn steps_line(&self, game: &Berzerk, solved: &Solved, player: u32) -> String {
        let mut line = String::new();
        for object in 1..game.n {
            let v = player * game.n + object;
            let best = solved
                .best_move(game, v)
                .filter(|_| solved.outcome(v) != Outcome::Lose);
            let step = best.map(|w| (w % game.n + game.n - object) % game.n);
            match step {
                Some(s) => push_word(&mut line, object, &s.to_string()),
                None => push_word(&mut line, object, "-"),
            }
        }
        line
    }
}

/// Appends `word` to a line of words, a space before all but the first (object 1).
fn push_word(line: &mut String, object: u32, word: &str) {
    if object > 1 {
        line.push(' ');
    }
    line.push_str(word);
}

/// The `cf786a` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Cf786a>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_samples_and_steps() {
        let solve = solve_bytes::<super::Cf786a>;
        assert_eq!(
            solve(b"5\n2 3 2\n3 1 2 3\n").unwrap(),
            "Lose Win Win Loop\nLoop Win Win Win\n"
        );
        assert_eq!(
            solve(b"8\n4 6 2 3 4\n2 3 6\n").unwrap(),
            "Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n"
        );
        // Rick first on object 3 of 5 wins by 3 (3 + 3 = 6 = the black hole); on object 2
        // every step loses; on 5 the step 2 keeps the loop (3 would leave Morty a win). Morty
        // keeps the loop on object 2 by 3 and wins elsewhere in one step.
        let moves = solve_bytes_with_moves::<super::Cf786a>(b"5\n2 3 2\n3 1 2 3\n").unwrap();
        let lines: Vec<&str> = moves.lines().collect();
        assert_eq!(lines[1], "- 3 2 2");
        assert_eq!(lines[3], "3 3 2 1");
        let e = solve(b"5\n2 3 5\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 5: expected a step (1..=4), found \"5\""
        );
    }
}
