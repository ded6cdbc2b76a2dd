//! `luogu_p4617`: Luogu P4617 [COCI 2017/2018 #5] Planinarenje: `N` peaks, `N` valleys and
//! cableways between a peak and a valley. From a start peak, Slavko picks an unvisited valley
//! joined to where they are, then Mirko an unvisited peak, and so on; whoever cannot pick
//! loses (the trip ends on a peak: Mirko wins; on a valley: Slavko). For each start peak, who
//! wins? Undirected vertex geography on a bipartite graph: Slavko, moving first, wins exactly
//! when every maximum matching covers the start ([`games::geography`](crate::games::geography),
//! proved there), all starts from one matching. Format and sample from the statement (a
//! solution page's copy: Luogu's page was not in the stores).

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::scan::{Field, InputError};
use crate::problems::geography::solved;
use crate::problems::shape::HELD_MEMORY;
use std::io::{Read, Write};

/// `N` (the judge's bound is 5000).
const PEAKS: Field = Field::new("the number of peaks and of valleys N", 1, 100_000);
/// `M` (the judge's bound is 5000).
const CABLEWAYS: Field = Field::new("the number of cableways M", 1, 1_000_000);

/// The answer words: Slavko moves first.
const WORDS: Words = Words::new("Slavko\n", "Mirko\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct LuoguP4617;

impl Problem for LuoguP4617 {
    const NAME: &'static str = "luogu_p4617";
    const HELP: &'static str = "\
Luogu P4617 [COCI 2017/2018 #5] Planinarenje: N peaks, N valleys, M cableways each joining a
peak and a valley. The trip starts on a peak; Slavko chooses the next valley (unvisited, joined
by a cableway), then Mirko the next peak, and so on. When no move is left the trip ends: on a
peak Mirko wins, on a valley Slavko. For each start peak, who wins?

input:  N M, then M lines v d: a cableway between peak v and valley d
        (1 <= N <= 10^5 (the judge's: 5000), 1 <= M <= 10^6 (the judge's: 5000),
        1 <= v, d <= N; a repeated pair is one cableway)
output: Slavko or Mirko for peaks 1 to N, one a line
move:   with --move, after each Slavko, the valley he moves to: move to valley D
limits: a maximum matching and one search for every start at once (as geography): the
        cableways held, 8 bytes each, and the graph
example: printf '2 1\\n1 1\\n' | luogu_p4617
prints:
  Slavko
  Mirko
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&PEAKS)?;
        let m = io.input.next(&CABLEWAYS)?;
        let peak = Field::new("a peak v", 1, n);
        let valley = Field::new("a valley d", 1, n);
        // Peaks are vertices 0..N, valleys N..2N.
        let mut edges = Vec::new();
        for _ in 0..m {
            let v = io.input.next(&peak)? as u32 - 1;
            let d = (n + io.input.next(&valley)? - 1) as u32;
            let full = |_| io.input.last_location().error(HELD_MEMORY.into());
            try_push(&mut edges, (v, d)).map_err(full)?;
        }
        let game = solved(2 * n as usize, &edges, io.input.last_location())?;
        drop(edges);
        let wants_moves = io.answers.wants_moves();
        for s in 0..n as u32 {
            io.answers.verdict(WORDS, game.first_player_wins(s));
            if wants_moves {
                let to = game.winning_move(s);
                io.answers
                    .move_line(to.map(|d| format!("move to valley {}", u64::from(d) + 1 - n)));
            }
        }
        Ok(())
    }
}

/// The `luogu_p4617` binary: [`main`](crate::core::driver::main) for this problem, compiled
/// once here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<LuoguP4617>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};
    use std::collections::HashSet;

    #[test]
    fn the_sample_and_moves() {
        let sample = b"4 5\n2 2\n1 2\n1 1\n1 3\n4 2\n";
        let solve = solve_bytes::<super::LuoguP4617>;
        assert_eq!(solve(sample).unwrap(), "Slavko\nMirko\nMirko\nMirko\n");
        let moved = solve_bytes_with_moves::<super::LuoguP4617>(sample).unwrap();
        let lines: Vec<&str> = moved.lines().collect();
        assert_eq!(lines[0], "Slavko");
        assert!(lines[1] == "move to valley 1" || lines[1] == "move to valley 3");
        assert_eq!(&lines[2..], ["Mirko", "-", "Mirko", "-", "Mirko", "-"]);
    }

    /// The trip by the rules: Slavko to move at a peak (`at_peak`), or Mirko at a valley.
    fn mover_wins(
        at: usize,
        at_peak: bool,
        edges: &[(usize, usize)],
        seen: &mut HashSet<(bool, usize)>,
    ) -> bool {
        let next: Vec<usize> = edges
            .iter()
            .filter(|&&(v, d)| if at_peak { v == at } else { d == at })
            .map(|&(v, d)| if at_peak { d } else { v })
            .filter(|&t| !seen.contains(&(!at_peak, t)))
            .collect();
        for t in next {
            seen.insert((!at_peak, t));
            let theirs = mover_wins(t, !at_peak, edges, seen);
            seen.remove(&(!at_peak, t));
            if !theirs {
                return true;
            }
        }
        false
    }

    #[test]
    fn random_small_graphs_as_the_rules_say() {
        let mut s = 0x1234_5678_9ABC_DEF1u64;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        for round in 0..300 {
            let n = 1 + round % 5;
            let m = 1 + next() as usize % (n * n);
            let edges: Vec<(usize, usize)> = (0..m)
                .map(|_| (next() as usize % n, next() as usize % n))
                .collect();
            let mut input = format!("{n} {m}\n");
            for &(v, d) in &edges {
                input.push_str(&format!("{} {}\n", v + 1, d + 1));
            }
            let mut want = String::new();
            for p in 0..n {
                let mut seen = HashSet::from([(true, p)]);
                let slavko = mover_wins(p, true, &edges, &mut seen);
                want.push_str(if slavko { "Slavko\n" } else { "Mirko\n" });
            }
            let got = solve_bytes::<super::LuoguP4617>(input.as_bytes()).unwrap();
            assert_eq!(got, want, "{input}");
        }
    }
}
