//! `abc209e`: AtCoder ABC209 E "Shiritori": word chains where a word may be said again, so
//! play can go on forever. A position is the last three letters said (the next word must
//! start with them); each word is an edge from its first three letters to its last three,
//! and the three-letter ends that occur are the vertices. Retrograde analysis
//! ([`games::loopy`](crate::games::loopy)) decides every vertex once, and each word is answered
//! by the vertex it leaves Aoki on. The words are held (8 bytes each), the graph is made after
//! they are read.

use crate::core::budget::{filled, reserve};
use crate::core::driver::{Io, Layout, Problem};
use crate::core::graph::{Digraph, NONE};
use crate::core::scan::{Field, InputError};
use crate::games::loopy::{retrograde_of, Outcome, TwoWay};
use crate::problems::shape::{outcome_word, GRAPH_MEMORY};
use std::io::{Read, Write};

const WORDS: Field = Field::new("the number of words N", 1, 1_000_000);

/// Not yet looked for, in the table of replies.
const UNKNOWN: u32 = u32::MAX - 1;

/// What a word token must be.
const WORD: &str = "a word of 3 to 8 letters a-z, A-Z";

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Abc209e;

/// `a`–`z` are 0–25, `A`–`Z` 26–51.
fn letter(b: u8) -> Option<u32> {
    match b {
        b'a'..=b'z' => Some(u32::from(b - b'a')),
        b'A'..=b'Z' => Some(u32::from(b - b'A') + 26),
        _ => None,
    }
}

/// The vertex of three letters.
fn vertex(three: &[u8]) -> u32 {
    three
        .iter()
        .fold(0, |v, &b| v * 52 + letter(b).unwrap_or(0))
}

/// A word's bytes, packed into a `u64` (letters are never 0, so the length is where the
/// zeros start).
fn unpack(word: u64) -> Vec<u8> {
    word.to_le_bytes()
        .into_iter()
        .take_while(|&b| b != 0)
        .collect()
}

impl Problem for Abc209e {
    const NAME: &'static str = "abc209e";
    const HELP: &'static str = "\
AtCoder ABC209 E \"Shiritori\": Takahashi and Aoki take turns saying words of the dictionary,
Takahashi first; each word must begin with the last three letters of the word before (case
counts), a word may be said any number of times, and whoever cannot say a word loses. For each
word, who wins if Takahashi starts with it (each prefers a draw to a loss).

input:  N, then the N words (1 <= N <= 10^6, each 3 to 8 letters a-z, A-Z)
output: per word, Takahashi, Aoki or Draw (the game goes on forever)

move:   with --move, after each answer Aoki's reply: say WORD, a word that wins (the quickest
        win) or keeps the draw; - when every reply loses
example: printf '3\\nabcd\\nbcda\\nada\\n' | abc209e
prints:
  Aoki
  Takahashi
  Draw
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&WORDS)?;
        let mut words: Vec<u64> = Vec::new();
        for _ in 0..n {
            let word = io.input.next_text(WORD, |text| {
                let bytes = text.as_bytes();
                let ok =
                    (3..=8).contains(&bytes.len()) && bytes.iter().all(|&b| letter(b).is_some());
                ok.then(|| {
                    let mut packed = [0; 8];
                    packed[..bytes.len()].copy_from_slice(bytes);
                    u64::from_le_bytes(packed)
                })
            })?;
            let memory = io.input.last_location().error(GRAPH_MEMORY.to_string());
            reserve(&mut words, 1).map_err(|_| memory)?;
            words.push(word);
        }
        let at = io.input.last_location();
        let memory = || at.error(GRAPH_MEMORY.to_string());
        let ends = |word: u64| {
            let bytes = unpack(word);
            (vertex(&bytes[..3]), vertex(&bytes[bytes.len() - 3..]))
        };
        let mut edges = Vec::new();
        reserve(&mut edges, words.len()).map_err(|_| memory())?;
        edges.extend(words.iter().map(|&w| ends(w)));
        // Only the three-letter ends that occur are vertices, numbered in order: a few words
        // make a small graph, not one of 52^3 vertices.
        let mut seen: Vec<u32> = Vec::new();
        reserve(&mut seen, 2 * edges.len()).map_err(|_| memory())?;
        seen.extend(edges.iter().flat_map(|&(from, to)| [from, to]));
        seen.sort_unstable();
        seen.dedup();
        let number = |end: u32| seen.partition_point(|&e| e < end) as u32;
        for edge in edges.iter_mut() {
            *edge = (number(edge.0), number(edge.1));
        }
        let vertices = seen.len();
        drop(seen);
        let graph = Digraph::from_edges(vertices, &edges).map_err(|_| memory())?;
        let game = TwoWay::new(&graph).map_err(|_| memory())?;
        let solved = retrograde_of(&game).map_err(|_| memory())?;
        // Aoki's best reply from each vertex (the words he may say there are its successors in
        // `by_start`), found the first time a word leaves him there.
        let (mut by_start, mut reply) = (Digraph::new(), Vec::new());
        if io.answers.wants_moves() {
            let mut starts = Vec::new();
            reserve(&mut starts, edges.len()).map_err(|_| memory())?;
            starts.extend(edges.iter().enumerate().map(|(i, e)| (e.0, i as u32)));
            by_start = Digraph::from_edges(vertices, &starts).map_err(|_| memory())?;
            reply = filled(vertices, UNKNOWN).map_err(|_| memory())?;
        }
        for &(_, to) in &edges {
            // The vertex Aoki must move from: his Win is Takahashi's loss.
            let word = outcome_word(solved.outcome(to), ["Aoki", "Takahashi", "Draw"]);
            io.answers.line(word);
            if io.answers.wants_moves() {
                if reply[to as usize] == UNKNOWN {
                    let best = solved.best_move(&game, to);
                    let said = by_start.successors(to);
                    let word = said.iter().find(|&&j| Some(edges[j as usize].1) == best);
                    reply[to as usize] = word.copied().unwrap_or(NONE);
                }
                let best = reply[to as usize];
                let said = (best != NONE && solved.outcome(to) != Outcome::Lose).then(|| {
                    format!(
                        "say {}",
                        String::from_utf8_lossy(&unpack(words[best as usize]))
                    )
                });
                io.answers.move_line(said);
            }
            if !io.answers.all_written() {
                break;
            }
        }
        Ok(())
    }
}

/// The `abc209e` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Abc209e>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_samples_and_replies() {
        let solve = solve_bytes::<super::Abc209e>;
        assert_eq!(
            solve(b"3\nabcd\nbcda\nada\n").unwrap(),
            "Aoki\nTakahashi\nDraw\n"
        );
        assert_eq!(solve(b"1\nABC\n").unwrap(), "Draw\n");
        let third = b"5\neaaaabaa\neaaaacaa\ndaaaaaaa\neaaaadaa\ndaaaafaa\n";
        assert_eq!(
            solve(third).unwrap(),
            "Takahashi\nTakahashi\nTakahashi\nAoki\nTakahashi\n"
        );
        let moves = solve_bytes_with_moves::<super::Abc209e>;
        assert_eq!(
            moves(b"3\nabcd\nbcda\nada\n").unwrap(),
            "Aoki\nsay bcda\nTakahashi\n-\nDraw\nsay ada\n"
        );
        let e = solve(b"2\nabcd\nab\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3, column 1: expected a word of 3 to 8 letters a-z, A-Z, found \"ab\""
        );
        assert!(solve(b"1\nab-cd\n").is_err());
        assert!(solve(b"1\nabcdefghi\n").is_err());
    }
}
