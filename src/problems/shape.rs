//! Input shapes that several problems share: a list of piles (`n`, then `a_1 … a_n`), a count
//! of cases, a list of edges.

use crate::core::budget::{reserve, try_push};
use crate::core::driver::{Io, Words};
use crate::core::scan::{Field, InputError};
use crate::core::sum::{winning_component, HeapMove};
use crate::games::hackenbush::TreeValues;
use crate::games::loopy::Outcome;
use crate::games::misere::{Limits, MisereError, MisereQuotient};
use crate::games::subtraction::{range_sg, range_take_to};
use std::io::{Read, Write};

/// `n`, the number of piles that follow.
pub const PILE_COUNT: Field = Field::new("the number of piles n", 1, 1_000_000);
/// One pile.
pub const PILE: Field = Field::new("a pile size", 0, 1_000_000_000_000_000_000);
/// `T`, the number of cases that follow.
pub const CASE_COUNT: Field = Field::new("the number of cases T", 1, 1_000_000);

/// One position of piles, `n` then the piles, answered in `words` with the verdict of the
/// sum `S` of their games. (`HeapSum` is named by its path: a bundle that keeps only
/// [`misere_piles`], which calls a method of the same name, must not keep the trait.) The piles stream by, unless a winning move was asked for: then
/// they are kept (memory follows the piles read) and the move is written with `describe`.
pub fn piles<S: crate::core::sum::HeapSum, R: Read, W: Write>(
    io: &mut Io<R, W>,
    words: Words,
    describe: fn(usize, HeapMove) -> String,
) -> Result<(), InputError> {
    let mut sum = S::default();
    if !io.answers.wants_moves() {
        io.input.counted(&PILE_COUNT, &PILE, |a| sum.add(a))?;
        io.answers.verdict(words, sum.first_player_wins());
        return Ok(());
    }
    let n = io.input.next(&PILE_COUNT)?;
    let mut heaps = Vec::new();
    for _ in 0..n {
        let a = io.input.next(&PILE)?;
        sum.add(a);
        try_push(&mut heaps, a).map_err(|_| io.input.last_location().error(HELD_MEMORY.into()))?;
    }
    io.answers.verdict(words, sum.first_player_wins());
    let winning = S::winning_move(&heaps).map(|(i, m)| describe(i, m));
    io.answers.move_line(winning);
    Ok(())
}

/// One heap in misère play: any heap to 10^18, answered through the misère quotient when it
/// is proved final, else up to the heap it was found for.
pub const MISERE_HEAP: Field =
    Field::new("a heap size in misère play", 0, 1_000_000_000_000_000_000);

/// How many misère quotients a binary keeps between cases.
const MISERE_KEPT: usize = 8;

/// The misère quotients found so far, each with the game it belongs to (a key such as the
/// octal code), newest last, and the work they took: the whole input's quotients share one
/// [`Limits::DEFAULT`] of work, so that many cases cannot each take the whole of it.
///
/// A problem holds them as `Any` until its first misère case makes them
/// ([`MisereQuotients::of`]): so a program that plays normal play only (a problem's bundle)
/// names no misère type, and `bundle` leaves the whole misère quotient out.
#[derive(Default)]
pub struct MisereQuotients {
    kept: Vec<(String, MisereQuotient)>,
    spent: u64,
}

impl MisereQuotients {
    /// The quotients `held` holds, made empty on the first call.
    ///
    /// O(1).
    pub fn of(held: &mut Option<Box<dyn std::any::Any>>) -> &mut MisereQuotients {
        let any = held.get_or_insert_with(|| Box::new(MisereQuotients::default()));
        if !any.is::<MisereQuotients>() {
            *any = Box::new(MisereQuotients::default());
        }
        any.downcast_mut().expect("just made a MisereQuotients")
    }
}

/// One misère case after its game (its options `options_of` and `reach`, as
/// [`MisereQuotient::of_rules`] takes them, named by `key`): `n`, the heaps, the verdict in
/// `words` and, with `--move`, a winning move. The quotient comes from `kept` when one of the
/// same game is final or reaches the case's largest heap, else it is found heap by heap up to
/// that heap, or until it is proved final ([`MisereQuotient::of_game`] within what is left of
/// the input's [`Limits::DEFAULT`] work), and is kept. A heap past a quotient that is neither final nor found
/// that far is an error at that heap naming where the quotient stopped, never a guess.
pub fn misere_piles<R: Read, W: Write>(
    io: &mut Io<R, W>,
    words: Words,
    kept: &mut MisereQuotients,
    key: String,
    options_of: impl FnMut(usize) -> Result<Vec<Vec<usize>>, MisereError>,
    reach: Option<(usize, usize)>,
) -> Result<(), InputError> {
    let sc = &mut io.input;
    let n = sc.next(&PILE_COUNT)?;
    let mut heaps = Vec::new();
    let (mut largest, mut largest_at) = (0, None);
    for _ in 0..n {
        let h = sc.next(&MISERE_HEAP)? as usize;
        try_push(&mut heaps, h).map_err(|_| sc.last_location().error(HELD_MEMORY.into()))?;
        if largest_at.is_none() || h > largest {
            (largest, largest_at) = (h, Some(sc.last_location()));
        }
    }
    let reaches = |q: &MisereQuotient| q.period().is_some() || q.largest() >= largest;
    let found = kept.kept.iter().rposition(|(k, q)| *k == key && reaches(q));
    let at = match found {
        Some(at) => at,
        None => {
            let location = largest_at.unwrap_or(sc.last_location());
            let left = Limits::DEFAULT.work.saturating_sub(kept.spent);
            let limits = Limits {
                work: left,
                ..Limits::DEFAULT
            };
            let q = MisereQuotient::of_rules(options_of, reach, Some(largest), limits)
                .map_err(|e| location.error(misere_refusal(&key, 0, largest, Some(e))))?;
            kept.spent = kept.spent.saturating_add(q.work());
            if !reaches(&q) {
                let why = misere_refusal(&key, q.largest(), largest, q.stopped());
                return Err(location.error(why));
            }
            if kept.kept.len() == MISERE_KEPT {
                kept.kept.remove(0);
            }
            kept.kept.push((key, q));
            kept.kept.len() - 1
        }
    };
    let q = &kept.kept[at].1;
    let wins = q.first_player_wins(&heaps).unwrap_or(false);
    io.answers.verdict(words, wins);
    if io.answers.wants_moves() {
        let full = |_| io.input.last_location().error(HELD_MEMORY.into());
        let winning = q.winning_move(&heaps).map_err(full)?.map(|(i, left)| {
            let h = heaps[i] as u64;
            let parts = [left.first(), left.get(1)].map(|p| p.map_or(0, |&p| p as u64));
            let m = HeapMove {
                take: h - parts[0] - parts[1],
                left: parts,
            };
            pile_move(i, m)
        });
        io.answers.move_line(winning);
    }
    Ok(())
}

/// Why a misère heap cannot be answered: the quotient of `key` was found to heap `reached`
/// only (not final), stopped by `why`.
fn misere_refusal(key: &str, reached: usize, heap: usize, why: Option<MisereError>) -> String {
    let cause = why.map_or("not final there".to_string(), |e| e.to_string());
    format!("heap {heap}: the misère quotient of {key} is partial to heap {reached}, still growing ({cause})")
}

/// A move on pile `i` (0-based) in words: `take 3 from pile 2`, `split pile 1 into 4 and 5`,
/// `take 2 from pile 3, leaving 4 and 6`.
pub fn pile_move(i: usize, m: HeapMove) -> String {
    let pile = i + 1;
    match (m.take, m.left) {
        (0, [a, b]) => format!("split pile {pile} into {a} and {b}"),
        (take, [a, b]) if a > 0 && b > 0 => {
            format!("take {take} from pile {pile}, leaving {a} and {b}")
        }
        (take, _) => format!("take {take} from pile {pile}"),
    }
}

/// `count` edges `u v` with endpoints in `first..first + n`, as pairs of 0-based vertices,
/// streamed into memory that follows the edges read.
pub fn edges<R: Read, W: Write>(
    io: &mut Io<R, W>,
    count: u64,
    n: u64,
    first: u64,
) -> Result<Vec<(u32, u32)>, InputError> {
    let vertex = Field::new("a vertex", first, first + n - 1);
    let mut edges: Vec<(u32, u32)> = Vec::new();
    let mut pending = None;
    io.input.each_value_checked(2 * count, &vertex, |x| {
        let Some(u) = pending.take() else {
            pending = Some(x);
            return Ok(());
        };
        let (a, b) = ((u - first) as u32, (x - first) as u32);
        reserve(&mut edges, 1).map_err(|_| GRAPH_MEMORY.to_string())?;
        edges.push((a, b));
        Ok(())
    })?;
    Ok(edges)
}

/// `count` edges `u v` with endpoints in `first..first + n`, as [`edges`], handed to `trees`
/// (a tree solver's buffers, kept across cases, started here on `n` vertices) rather than to a
/// list.
pub fn tree_edges<R: Read, W: Write>(
    io: &mut Io<R, W>,
    trees: &mut TreeValues,
    count: u64,
    n: u64,
    first: u64,
) -> Result<(), InputError> {
    let vertex = Field::new("a vertex", first, first + n - 1);
    let mut pending = None;
    trees.start(n as usize);
    io.input.each_value_checked(2 * count, &vertex, |x| {
        let Some(u) = pending.take() else {
            pending = Some(x);
            return Ok(());
        };
        let (a, b) = ((u - first) as u32, (x - first) as u32);
        trees.add_edge(a, b).map_err(|_| GRAPH_MEMORY.to_string())
    })
}

/// The message when a graph cannot be held.
pub const GRAPH_MEMORY: &str = "the graph needs more memory than is available";

/// An edge cut, in words: `cut edge 3 (2 5)` for the third edge of its list, `2 5`, or with
/// `of` (`of tree 2`) appended.
pub fn cut_words(id: u32, (u, v): (u32, u32), first: u64, of: &str) -> String {
    let (u, v) = (u64::from(u) + first, u64::from(v) + first);
    format!("cut edge {} ({u} {v}){of}", id + 1)
}

/// The error when edges that must be a tree are not: `v` (0-based) is a vertex peeling did not
/// reach ([`RootedTree::new`](crate::core::graph::RootedTree::new)).
pub fn not_a_tree(v: u32) -> String {
    format!(
        "expected the edges of a tree, found vertex {} on a cycle or cut off from vertex 1",
        v + 1
    )
}

/// One line `a b` of the formats that end at the line `0 0`, whose values are otherwise
/// positive: `None` at `0 0` (the case is then the sentinel), and an error at a single 0,
/// which names the value as `what` (`a positive number`).
pub fn positive_pair_or_end<R: Read, W: Write>(
    io: &mut Io<R, W>,
    field: &Field,
    what: &str,
) -> Result<Option<(u64, u64)>, InputError> {
    let a = io.input.next(field)?;
    let a_at = io.input.last_location();
    let b = io.input.next(field)?;
    if (a, b) == (0, 0) {
        io.answers.sentinel();
        return Ok(None);
    }
    if a == 0 || b == 0 {
        let at = if a == 0 {
            a_at
        } else {
            io.input.last_location()
        };
        return Err(at.error(format!(
            "expected {what}, found 0 (only 0 0 ends the input)"
        )));
    }
    Ok(Some((a, b)))
}

/// The word a judge prints for `outcome`: `words` are its Win, Lose and Draw words, in that
/// order (`["Takahashi", "Aoki", "Draw"]` when the first player's name means a win).
pub fn outcome_word(outcome: Outcome, words: [&'static str; 3]) -> &'static str {
    match outcome {
        Outcome::Win => words[0],
        Outcome::Lose => words[1],
        Outcome::Draw => words[2],
    }
}

/// The message when the values read, held for a move, cannot be held.
pub const HELD_MEMORY: &str = "the values read need more memory than is available";

/// The message when a memo's positions cannot be held.
pub const GAME_MEMORY: &str = "the game needs more memory than is available";

/// `n` heaps of the game "take between `l` and `r`", each worth
/// [`range_sg`](crate::games::subtraction::range_sg), read as `pile` and answered in `words`.
/// The heaps stream by, unless a winning move was asked for: then they are held (memory
/// follows the heaps read).
pub fn range_heaps<R: Read, W: Write>(
    io: &mut Io<R, W>,
    n: u64,
    (l, r): (u64, u64),
    pile: &Field,
    words: Words,
) -> Result<(), InputError> {
    let wants_moves = io.answers.wants_moves();
    let (mut sum, mut heaps, mut full) = (0, Vec::new(), false);
    io.input.each_value(n, pile, |x| {
        sum ^= range_sg(x, l, r);
        if wants_moves {
            full |= reserve(&mut heaps, 1).is_err();
            if !full {
                heaps.push(x);
            }
        }
    })?;
    if full {
        return Err(io.input.last_location().error(GAME_MEMORY.to_string()));
    }
    io.answers.verdict(words, sum != 0);
    if wants_moves {
        let values = heaps.iter().map(|&x| range_sg(x, l, r));
        let winning = winning_component(values).map(|(i, t)| {
            let take = range_take_to(heaps[i], l, r, t);
            pile_move(i, HeapMove::take(heaps[i], take))
        });
        io.answers.move_line(winning);
    }
    Ok(())
}

/// One Green Hackenbush tree of `n` vertices rooted at vertex 1 (HDU 3094, AGC017 D): its
/// `n - 1` edges read, the verdict in `words`, and with `--move` the cut that wins
/// (`cut edge K (I J)`, K the edge's place from 1) or `-`. Without `--move` the edges go
/// through `trees`' buffers (12 bytes a vertex, kept from case to case); with it a
/// [`RootedTree`](crate::core::graph::RootedTree) with edge ids is built. Edges that are not a
/// tree are an error at the last edge, naming a vertex the root does not reach.
pub(crate) fn green_tree_case<R: Read, W: Write>(
    io: &mut Io<R, W>,
    trees: &mut TreeValues,
    n: u64,
    words: Words,
) -> Result<(), InputError> {
    use crate::games::hackenbush::Tree;
    if !io.answers.wants_moves() {
        tree_edges(io, trees, n - 1, n, 1)?;
        let at = io.input.last_location();
        let value = match trees.finish(0, |_| {}) {
            Ok(Ok(value)) => value,
            Ok(Err(v)) => return Err(at.error(not_a_tree(v))),
            Err(_) => return Err(at.error(GRAPH_MEMORY.to_string())),
        };
        io.answers.verdict(words, value != 0);
        return Ok(());
    }
    let list = edges(io, n - 1, n, 1)?;
    let tree = rooted_tree(io, n, &list)?;
    let at = io.input.last_location();
    let memory = || at.error(GRAPH_MEMORY.to_string());
    let position = Tree::new(tree, 0).map_err(|_| memory())?;
    io.answers.verdict(words, position.value() != 0);
    let cut = position.winning_cut().map_err(|_| memory())?;
    io.answers
        .move_line(cut.map(|e| cut_words(e, list[e as usize], 1, "")));
    Ok(())
}

/// `n` values of `field`, held (8 bytes each, grown with `try_reserve` as the values come:
/// a memory limit is [`HELD_MEMORY`] at the value that met it).
///
/// O(n).
pub fn held_values<R: Read, W: Write>(
    io: &mut Io<R, W>,
    n: u64,
    field: &Field,
) -> Result<Vec<u64>, InputError> {
    let mut values = Vec::new();
    io.input.each_value_checked(n, field, |v| {
        try_push(&mut values, v).map_err(|_| HELD_MEMORY.to_string())
    })?;
    Ok(values)
}

/// The tree on vertices `0..n` with the edges `list`, rooted at 0: edges that are not a tree
/// are an error at the last token read, naming a vertex the root does not reach; memory is
/// [`GRAPH_MEMORY`] there.
///
/// O(n).
pub fn rooted_tree<R: Read, W: Write>(
    io: &mut Io<R, W>,
    n: u64,
    list: &[(u32, u32)],
) -> Result<crate::core::graph::RootedTree, InputError> {
    let at = io.input.last_location();
    match crate::core::graph::RootedTree::new(n as usize, list, 0) {
        Ok(Ok(tree)) => Ok(tree),
        Ok(Err(v)) => Err(at.error(not_a_tree(v))),
        Err(_) => Err(at.error(GRAPH_MEMORY.to_string())),
    }
}
