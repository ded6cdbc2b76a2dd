//! `abc278f`: AtCoder ABC278 F "Shiritori": word chains where each word is said at most once.
//! A position is the set of words said (a bitmask of at most 16 bits) and the letter the next
//! word must start with; the memo over any position ([`core::memo`](crate::core::memo))
//! computes the positions reachable from the start and nothing else.

use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::memo::{Memo, MemoError, Options, Rule};
use crate::core::scan::{Field, InputError};
use crate::problems::shape::GAME_MEMORY;
use std::io::{Read, Write};

const WORDS: Field = Field::new("the number of words N", 1, 16);

/// What a word token must be.
const WORD: &str = "a word of 1 to 10 letters a-z";

/// A position: bits 0..16 the words said, bits 16.. the letter the next word starts with
/// (0..26), or [`ANY`] before the first word.
type Said = u32;

/// The letter of the first move: any word may start.
const ANY: u32 = 26;

/// The rule: from `said`, any word not said yet that starts with the required letter.
struct Chain {
    /// Each word's first and last letter.
    ends: Vec<(u32, u32)>,
}

impl Rule<Said> for Chain {
    fn options(&mut self, &said: &Said, options: &mut Options<Said>) {
        let (used, letter) = (said & 0xffff, said >> 16);
        for (i, &(first, last)) in self.ends.iter().enumerate() {
            if used & (1 << i) == 0 && (letter == ANY || letter == first) {
                options.push((used | 1 << i) | last << 16);
            }
        }
    }
}

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Abc278f;

impl Problem for Abc278f {
    const NAME: &'static str = "abc278f";
    const HELP: &'static str = "\
AtCoder ABC278 F \"Shiritori\": Taro (first) and Jiro take turns choosing one of N words, each
at most once in the game; after the first word, a word must start with the last letter of the
word before. Whoever cannot choose loses.

input:  N, then the N words (1 <= N <= 16, each 1 to 10 letters a-z; a word may repeat, each
        copy is its own word)
output: First if Taro wins, else Second

move:   with --move, Taro's first word: say WORD; - when every first word loses
example: printf '6\\nenum\\nfloat\\nif\\nmodint\\ntakahashi\\ntemplate\\n' | abc278f
prints:
  First
";
    const LAYOUT: Layout = Layout::ONE;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let n = io.input.next(&WORDS)?;
        let mut words = Vec::new();
        for _ in 0..n {
            let word = io.input.next_text(WORD, |text| {
                let ok =
                    (1..=10).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_lowercase());
                ok.then(|| text.to_string())
            })?;
            words.push(word);
        }
        let at = io.input.last_location();
        let ends = words
            .iter()
            .map(|w| {
                let letter = |b: u8| u32::from(b - b'a');
                (letter(w.as_bytes()[0]), letter(w.as_bytes()[w.len() - 1]))
            })
            .collect();
        let mut memo = Memo::new(Chain { ends });
        let start = ANY << 16;
        let fail = |e: MemoError<Said>| match e {
            MemoError::NoMemory => at.error(GAME_MEMORY.into()),
            MemoError::Cycle(_) | MemoError::Sum(_) => {
                unreachable!("every move says a new word; a memo never reports a sum")
            }
        };
        let value = memo.value(&start).map_err(fail)?;
        io.answers
            .verdict(Words::new("First\n", "Second\n"), value.normal_wins());
        if io.answers.wants_moves() {
            let first = memo.option_with(&start, |v| v.sg == 0).map_err(fail)?;
            let said =
                first.map(|p| format!("say {}", words[(p & 0xffff).trailing_zeros() as usize]));
            io.answers.move_line(said);
        }
        Ok(())
    }
}

/// The `abc278f` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Abc278f>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::{solve_bytes, solve_bytes_with_moves};

    #[test]
    fn the_statement_samples() {
        let solve = solve_bytes::<super::Abc278f>;
        let first = b"6\nenum\nfloat\nif\nmodint\ntakahashi\ntemplate\n";
        assert_eq!(solve(first).unwrap(), "First\n");
        let second = b"10\ncatch\nchokudai\nclass\ncontinue\ncopy\nexec\nhavoc\nintrinsic\nstatic\nyucatec\n";
        assert_eq!(solve(second).unwrap(), "Second\n");
        let moves = solve_bytes_with_moves::<super::Abc278f>;
        assert_eq!(moves(second).unwrap(), "Second\n-\n");
        // One word: say it and win.
        assert_eq!(moves(b"1\nab\n").unwrap(), "First\nsay ab\n");
        let e = solve(b"2\nab\nAb\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3, column 1: expected a word of 1 to 10 letters a-z, found \"Ab\""
        );
    }
}
