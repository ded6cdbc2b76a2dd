//! Games that can loop: tokens on a directed graph with cycles, where play that never ends is
//! a draw. Each position is a Win, a Lose or a Draw for the player to move.
//!
//! A game is a [`GameGraph`]: positions `0..n`, each with its moves (successors) and the
//! positions that move to it (predecessors). A [`Digraph`] becomes one with [`TwoWay::new`];
//! a game whose moves follow a rule (a monster on a ring moved by a player's set of steps)
//! implements the trait itself and never stores its edges.
//!
//! ## One token: retrograde analysis
//! Label positions backwards from the ends of play: a position with no move is **Lose**; a
//! position with a move to a Lose position is **Win**; a position all of whose moves lead to
//! Win positions is **Lose**. [`retrograde`] does it with a queue and a counter per position
//! (its moves not yet known to be Win), so each edge is looked at once from each end: O(V + E).
//! Whatever is never labelled is a **Draw**.
//!
//! * Labels are right: each label follows from labels given before it, so by induction on
//!   the labelling order a Win player has a move to an earlier Lose position, from which
//!   every move reaches an earlier Win one: play reaches a position with no move, the
//!   opponent's, in finitely many moves.
//! * The rest are draws: an unlabelled position has no move to a Lose position (it would be
//!   Win) and a move to an unlabelled one (else all its moves reach Win positions and it is
//!   Lose). So from an unlabelled position the player to move can stay among unlabelled
//!   positions forever, and cannot force the other into a Lose one; the same holds for the
//!   other player.
//! * Remoteness (Smith): the winner wins as fast as possible and the loser delays as long as
//!   possible; a position with no move has remoteness 0, a Win position `1 + min` over its
//!   Lose moves, a Lose position `1 + max` over its moves. The queue is first in, first out,
//!   so positions leave it in order of remoteness (every position enters with the remoteness
//!   of the one leaving plus one, and the queue holds at most two consecutive values): a Win
//!   position is labelled when its Lose move of least remoteness leaves, a Lose position when
//!   its last move, of greatest remoteness, leaves. [`Solved::best_move`] follows it.
//!
//! ## Many runs, other ends of play
//! [`Retrograde`] keeps one game's analysis ready to run again with some positions made ends
//! of play of a given outcome, their moves ignored ("moving onto the target wins" makes the
//! target lost for whoever must move there): the degrees and the positions with no move are
//! read once, every run stamps the labels it writes (so nothing is cleared between runs), and
//! a run asked about one position stops when that position is labelled. The labelling above is
//! unchanged: ends are the first positions in the queue, then the positions with no move.
//! Games whose plays carry weights, one player minimising the total and the other maximising
//! it, are [`loopy_score`](super::loopy_score).
//!
//! ## Many tokens: the generalized Sprague–Grundy function
//! A sum of tokens (a move slides one of them) is not decided by the tokens' outcomes alone.
//! C. A. B. Smith (*Graphs and composite games*, 1966) extended the SG function to graphs with
//! cycles, and A. S. Fraenkel and Y. Yesha (*The generalized Sprague–Grundy function and its
//! invariance under certain mappings*, J. Combin. Theory A 43, 1986) gave the labelling below.
//! Every position `u` gets `γ(u)`, a finite value or `∞(K)` with `K` the set of finite values
//! among its moves, such that, with `F(u)` the moves of `u`:
//!
//! 1. if `γ(u) = m` is finite, no move of `u` has value `m`, and every value below `m` is the
//!    value of some move (so `m` is the mex of the finite values of `F(u)`);
//! 2. if `γ(u) = m` is finite, every move `w` with `γ(w) > m` or `γ(w) = ∞` has itself a move
//!    `z` with `γ(z) = m`, and `z` was labelled before `u` (a counter that decreases);
//! 3. `γ(u) = ∞` otherwise.
//!
//! **Theorem** (Smith; Fraenkel–Yesha). For tokens on `u_1, …, u_k`: if every `γ(u_i)` is
//! finite, the player to move wins iff their xor is nonzero (and loses otherwise); if exactly
//! one is infinite, `∞(K)`, and the others xor to `b`, the player to move wins iff `b ∈ K`, and
//! otherwise the game is a draw; with two or more infinite, it is a draw.
//!
//! *Sketch.* From all-finite xor 0, answer a move that lowers a value by the Nim move that
//! restores xor 0, and a move that raises a token's value or makes it infinite by moving that
//! token back to its old value through rule 2. Nim answers lower the sum of the values; back
//! moves keep it and lower one token's counter; so play ends, with the opponent stuck. A
//! nonzero xor moves to xor 0 (rule 1 supplies the value), and `b ∈ K` moves the infinite
//! token to value `b`. In the remaining cases the player to move has no move to an all-finite
//! xor-0 position, and by rule 3 has a move that keeps the game undecided (an infinite
//! position has an infinite move from which its own mex cannot be restored), so neither
//! player can force a win.
//!
//! [`generalized_sg`] labels stage by stage, `m = 0, 1, 2, …`, like retrograde analysis with
//! "labelled `m`" as Lose: a position not yet labelled gets `m` when it has no move labelled `m`
//! and every move that is unlabelled or infinite has a move labelled `m` (is "Win" at this
//! stage); then every unlabelled position with no move labelled `m` is infinite (it can never
//! be finite above `m`: that needs a move of value `m`). Counters are kept across stages, so a
//! stage costs only the edges at positions it labels or marks, plus a pass over the positions
//! still unlabelled, which at stage `m` all have at least `m` moves. The number of stages is at
//! most `1 + max γ`, and `max γ ≤ √(2E)` (values `0..=m` all occur, at positions with at least
//! that many moves). Worst case O(V + E + Σ indeg(v) · min(outdeg(v), √(2E))); on random
//! graphs the values are small and it is a few passes over the edges (`docs/library.md`, "Any
//! position", has the measured figures).

use crate::core::budget::{filled, reserve, NoMemory};
use crate::core::graph::Digraph;

/// Who wins from a position with best play, the player to move's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The player to move loses whatever they do.
    Lose,
    /// Neither player can force a win: play goes on forever.
    Draw,
}

/// A game on positions `0..positions()`: each position's moves and, for the backward
/// analyses, the positions that move to it. A move listed twice must be listed twice both
/// ways (it is harmless).
pub trait GameGraph {
    /// The number of positions.
    fn positions(&self) -> usize;
    /// How many moves `v` has (repeats counted).
    fn out_degree(&self, v: u32) -> u32;
    /// Calls `f` with each position one move from `v`.
    fn for_each_successor(&self, v: u32, f: impl FnMut(u32));
    /// Calls `f` with each position that has a move to `v`, once per such move.
    fn for_each_predecessor(&self, v: u32, f: impl FnMut(u32));
}

/// A [`Digraph`] with its edges turned round, so it can be walked both ways.
#[derive(Clone, Debug)]
pub struct TwoWay<'a> {
    forward: &'a Digraph,
    backward: Digraph,
}

impl<'a> TwoWay<'a> {
    /// The game of moving a token along the edges of `graph`.
    ///
    /// O(V + E) time, as much memory again as `graph`.
    pub fn new(graph: &'a Digraph) -> Result<Self, NoMemory> {
        Ok(TwoWay {
            forward: graph,
            backward: graph.reversed()?,
        })
    }
}

impl GameGraph for TwoWay<'_> {
    fn positions(&self) -> usize {
        self.forward.vertices()
    }

    #[inline]
    fn out_degree(&self, v: u32) -> u32 {
        self.forward.out_degree(v)
    }

    #[inline]
    fn for_each_successor(&self, v: u32, f: impl FnMut(u32)) {
        self.forward.successors(v).iter().copied().for_each(f);
    }

    #[inline]
    fn for_each_predecessor(&self, v: u32, f: impl FnMut(u32)) {
        self.backward.successors(v).iter().copied().for_each(f);
    }
}

/// `state` values of [`Solved`].
const DRAW: u8 = 0;
const WIN: u8 = 1;
const LOSE: u8 = 2;

/// Every position of a game decided by [`retrograde`]: its outcome and remoteness.
#[derive(Clone, Debug)]
pub struct Solved {
    state: Vec<u8>,
    remoteness: Vec<u32>,
}

impl Solved {
    /// The outcome of `v` for the player to move.
    ///
    /// O(1).
    #[inline]
    pub fn outcome(&self, v: u32) -> Outcome {
        match self.state[v as usize] {
            WIN => Outcome::Win,
            LOSE => Outcome::Lose,
            _ => Outcome::Draw,
        }
    }

    /// How many moves play from `v` lasts when the winner hurries and the loser delays (0 for
    /// a position with no move); `None` for a draw.
    ///
    /// O(1).
    #[inline]
    pub fn remoteness(&self, v: u32) -> Option<u32> {
        (self.state[v as usize] != DRAW).then(|| self.remoteness[v as usize])
    }

    /// The move best play makes from `v` in `game` (the game this was solved for): from a Win
    /// position the Lose move of least remoteness, from a Lose position the move of greatest
    /// remoteness (the longest defence), from a Draw position a move to a Draw position.
    /// `None` when `v` has no move.
    ///
    /// O(moves of `v`).
    pub fn best_move<G: GameGraph>(&self, game: &G, v: u32) -> Option<u32> {
        best_of(game, v, self.outcome(v), |w| {
            (self.outcome(w), self.remoteness[w as usize])
        })
    }
}

/// The move best play makes from `v`, of outcome `outcome`, given each position's outcome
/// and remoteness (any remoteness for a draw): see [`Solved::best_move`].
///
/// O(moves of `v`).
fn best_of<G: GameGraph>(
    game: &G,
    v: u32,
    outcome: Outcome,
    decided: impl Fn(u32) -> (Outcome, u32),
) -> Option<u32> {
    let goal = match outcome {
        Outcome::Win => Outcome::Lose,
        Outcome::Lose => Outcome::Win,
        Outcome::Draw => Outcome::Draw,
    };
    // The winner wants the least remoteness, the loser the greatest.
    let key = |remoteness: u32| match outcome {
        Outcome::Win => u64::MAX - u64::from(remoteness),
        _ => u64::from(remoteness),
    };
    let mut best: Option<(u32, u64)> = None;
    game.for_each_successor(v, |w| {
        let (o, r) = decided(w);
        if o == goal && best.map_or(true, |(_, k)| key(r) > k) {
            best = Some((w, key(r)));
        }
    });
    best.map(|(w, _)| w)
}

/// Decides every position of `game` (Win, Lose or Draw, and remoteness) by retrograde
/// analysis; see the module documentation.
///
/// O(V + E) time (each move looked at once from its target), `V` bytes of outcomes and
/// `12V` bytes of counters, remoteness and queue. No recursion.
///
/// # Example
/// ```
/// use grundy::core::graph::Digraph;
/// use grundy::games::loopy::{retrograde_of, Outcome, TwoWay};
/// // 0 ⇄ 1 loop; 1 → 2 → 3, and 3 has no move.
/// let g = Digraph::from_edges(4, &[(0, 1), (1, 0), (1, 2), (2, 3)]).unwrap();
/// let solved = retrograde_of(&TwoWay::new(&g).unwrap()).unwrap();
/// assert_eq!(solved.outcome(3), Outcome::Lose);
/// assert_eq!(solved.outcome(2), Outcome::Win);
/// // From 1 a move to 2 loses and a move to 0 does not: 1 is a draw, and so is 0.
/// assert_eq!(solved.outcome(1), Outcome::Draw);
/// assert_eq!(solved.outcome(0), Outcome::Draw);
/// assert_eq!(solved.remoteness(2), Some(1));
/// assert_eq!(solved.best_move(&TwoWay::new(&g).unwrap(), 1), Some(0));
/// ```
pub fn retrograde_of<G: GameGraph>(game: &G) -> Result<Solved, NoMemory> {
    let n = game.positions();
    let mut state = filled(n, DRAW)?;
    let mut remoteness = filled(n, 0u32)?;
    // Moves not yet known to reach a Win position; the queue holds each decided position once.
    let mut left = filled(n, 0u32)?;
    let mut queue: Vec<u32> = Vec::new();
    reserve(&mut queue, n)?;
    for v in 0..n as u32 {
        let degree = game.out_degree(v);
        left[v as usize] = degree;
        if degree == 0 {
            state[v as usize] = LOSE;
            queue.push(v);
        }
    }
    let mut head = 0;
    while let Some(&v) = queue.get(head) {
        head += 1;
        let lost = state[v as usize] == LOSE;
        let next = remoteness[v as usize] + 1;
        game.for_each_predecessor(v, |u| {
            let u_at = u as usize;
            if state[u_at] != DRAW {
                return;
            }
            if lost {
                state[u_at] = WIN;
            } else {
                left[u_at] -= 1;
                if left[u_at] != 0 {
                    return;
                }
                state[u_at] = LOSE;
            }
            remoteness[u_at] = next;
            queue.push(u);
        });
    }
    Ok(Solved { state, remoteness })
}

/// [`retrograde_of`] the game of moving a token along the edges of `graph`.
///
/// O(V + E) time; the reversed graph (as much memory as `graph`) is built and dropped.
pub fn retrograde(graph: &Digraph) -> Result<Solved, NoMemory> {
    retrograde_of(&TwoWay::new(graph)?)
}

/// `state` of a position made an end of play that is a draw: decided, never queued.
const DRAW_END: u8 = 3;

/// Retrograde analysis kept ready for many runs on one game, each run with some positions
/// made ends of play of a given outcome (their moves ignored): Luogu P6560 asks, for many
/// pairs of a start and a target, who wins when moving the token onto the target wins, which
/// makes the target a Lose end. The out-degrees and the positions with no move are read once;
/// a run stamps each position it touches, so it costs only the positions it labels and the
/// moves into them, and [`Retrograde::outcome_from`] stops as soon as its position is
/// decided. Ends come first in the queue, then the positions with no move, so remoteness is
/// as [`retrograde_of`]'s (all of them have remoteness 0).
///
/// # Example
/// ```
/// use grundy::core::graph::Digraph;
/// use grundy::games::loopy::{Outcome, Retrograde, TwoWay};
/// // Luogu P6560's second sample: 1 → 2 → 3 → 1, 3 → 4 → 5 (0-based below).
/// let g = Digraph::from_edges(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]).unwrap();
/// let game = TwoWay::new(&g).unwrap();
/// let mut runs = Retrograde::new(&game).unwrap();
/// // Start 1, target 5: whoever goes to 4 lets the other reach 5, so both circle: a draw.
/// assert_eq!(runs.outcome_from(0, &[(4, Outcome::Lose)]), Some((Outcome::Draw, None)));
/// // Start 4, target 3: the first player moves to 5, where the second cannot move.
/// assert_eq!(runs.outcome_from(3, &[(2, Outcome::Lose)]), Some((Outcome::Win, Some(1))));
/// let all = runs.solve(&[(2, Outcome::Lose)]).unwrap().unwrap(); // Some: ends in range; Ok: memory
/// assert_eq!(all.outcome(1), Outcome::Win); // 2 moves onto the target
/// ```
#[derive(Clone, Debug)]
pub struct Retrograde<'g, G: GameGraph> {
    game: &'g G,
    sinks: Vec<u32>,
    run: u32,
    labels: Vec<Label>,
    queue: Vec<u32>,
}

/// A position's labels in a [`Retrograde`] run, valid when its stamp is the run's, with its
/// out-degree: one record a position, so that a run's random visits touch one cache line
/// each (separate arrays made a run on 10^6 positions about twice as slow).
#[derive(Clone, Copy, Debug)]
struct Label {
    stamp: u32,
    degree: u32,
    /// Moves not yet known to win for the opponent.
    left: u32,
    remoteness: u32,
    state: u8,
}

impl Label {
    /// Makes the labels this run's (undecided, every move left) if they are not yet.
    #[inline]
    fn touch(&mut self, run: u32) {
        if self.stamp != run {
            self.stamp = run;
            self.state = DRAW;
            self.left = self.degree;
            self.remoteness = 0;
        }
    }
}

impl<'g, G: GameGraph> Retrograde<'g, G> {
    /// Ready to analyse `game` again and again.
    ///
    /// O(V) time (each position's out-degree asked once), at most `28V` bytes.
    pub fn new(game: &'g G) -> Result<Self, NoMemory> {
        let n = game.positions();
        let blank = Label {
            stamp: 0,
            degree: 0,
            left: 0,
            remoteness: 0,
            state: DRAW,
        };
        let mut labels = filled(n, blank)?;
        let mut sinks = Vec::new();
        for (v, label) in labels.iter_mut().enumerate() {
            label.degree = game.out_degree(v as u32);
            if label.degree == 0 {
                crate::core::budget::try_push(&mut sinks, v as u32)?;
            }
        }
        let mut queue = Vec::new();
        reserve(&mut queue, n)?;
        Ok(Retrograde {
            game,
            sinks,
            run: 0,
            labels,
            queue,
        })
    }

    /// The outcome of `start` for the player to move, with each position of `ends` an end of
    /// play of its outcome (a later repeat of a position is ignored), and its remoteness
    /// (`None` for a draw): stops as soon as `start` is decided. `None` when `start` or an
    /// end is not a position.
    ///
    /// O(positions labelled before `start` + their moves in), at worst O(V + E).
    pub fn outcome_from(
        &mut self,
        start: u32,
        ends: &[(u32, Outcome)],
    ) -> Option<(Outcome, Option<u32>)> {
        let n = self.labels.len();
        if start as usize >= n || ends.iter().any(|&(v, _)| v as usize >= n) {
            return None;
        }
        self.label(ends, Some(start));
        let (outcome, remoteness) = self.decided(start);
        Some((outcome, remoteness))
    }

    /// As [`outcome_from`](Self::outcome_from), with the move best play makes from `start`
    /// ([`Solved::best_move`]'s: the quickest win, the longest defence, or a move to a draw;
    /// `None` when `start` has no move or is an end itself). It stops where `outcome_from`
    /// does: a won `start` is decided by its lost move of least remoteness, a lost one only
    /// once every move is decided, and a drawn one when the run is over, so the labels it
    /// reads are final.
    ///
    /// O(positions labelled before `start` + their moves in + the moves of `start`), at
    /// worst O(V + E).
    ///
    /// ```
    /// use grundy::core::graph::Digraph;
    /// use grundy::games::loopy::{Outcome, Retrograde, TwoWay};
    /// // 0 → 1 → 2 → 3, 0 → 3, 5 → 2 and 1 ⇄ 4. Whoever reaches 3 wins: 3 is an end, lost
    /// // for the player to move there.
    /// let edges = [(0, 1), (1, 2), (2, 3), (0, 3), (5, 2), (1, 4), (4, 1)];
    /// let g = Digraph::from_edges(6, &edges).unwrap();
    /// let game = TwoWay::new(&g).unwrap();
    /// let mut runs = Retrograde::new(&game).unwrap();
    /// let ends = [(3, Outcome::Lose)];
    /// assert_eq!(runs.best_move_from(0, &ends), Some((Outcome::Win, Some(3))));
    /// assert_eq!(runs.best_move_from(5, &ends), Some((Outcome::Lose, Some(2))));
    /// // From 1 the move to 2 loses; 1 and 4 keep away from it forever.
    /// assert_eq!(runs.best_move_from(1, &ends), Some((Outcome::Draw, Some(4))));
    /// assert_eq!(runs.best_move_from(4, &ends), Some((Outcome::Draw, Some(1))));
    /// assert_eq!(runs.best_move_from(3, &ends), Some((Outcome::Lose, None)));
    /// assert_eq!(runs.best_move_from(6, &ends), None);
    /// ```
    pub fn best_move_from(
        &mut self,
        start: u32,
        ends: &[(u32, Outcome)],
    ) -> Option<(Outcome, Option<u32>)> {
        let (outcome, _) = self.outcome_from(start, ends)?;
        if ends.iter().any(|&(v, _)| v == start) {
            return Some((outcome, None));
        }
        let best = best_of(self.game, start, outcome, |w| {
            let (o, r) = self.decided(w);
            (o, r.unwrap_or(0))
        });
        Some((outcome, best))
    }

    /// Every position's outcome and remoteness, with the ends of `ends`, as
    /// [`retrograde_of`] gives them for the game without those positions' moves. `None` when
    /// an end is not a position; [`NoMemory`] for the result.
    ///
    /// O(V + E).
    pub fn solve(&mut self, ends: &[(u32, Outcome)]) -> Option<Result<Solved, NoMemory>> {
        let n = self.labels.len();
        if ends.iter().any(|&(v, _)| v as usize >= n) {
            return None;
        }
        self.label(ends, None);
        let mut state = match filled(n, DRAW) {
            Ok(s) => s,
            Err(e) => return Some(Err(e)),
        };
        let mut remoteness = match filled(n, 0u32) {
            Ok(r) => r,
            Err(e) => return Some(Err(e)),
        };
        for (v, label) in self.labels.iter().enumerate() {
            if label.stamp == self.run {
                state[v] = label.state;
                remoteness[v] = label.remoteness;
            }
        }
        Some(Ok(Solved { state, remoteness }))
    }

    /// `v`'s outcome and remoteness in the last run.
    fn decided(&self, v: u32) -> (Outcome, Option<u32>) {
        let l = &self.labels[v as usize];
        if l.stamp != self.run {
            return (Outcome::Draw, None);
        }
        match l.state {
            WIN => (Outcome::Win, Some(l.remoteness)),
            LOSE => (Outcome::Lose, Some(l.remoteness)),
            _ => (Outcome::Draw, None),
        }
    }

    /// One run: the ends, then the positions with no move, then every position they decide,
    /// until `stop` is decided (when given).
    fn label(&mut self, ends: &[(u32, Outcome)], stop: Option<u32>) {
        self.run = self.run.wrapping_add(1);
        if self.run == 0 {
            self.labels.iter_mut().for_each(|l| l.stamp = 0);
            self.run = 1;
        }
        let Retrograde {
            game,
            sinks,
            run,
            labels: l,
            queue,
        } = self;
        let run = *run;
        queue.clear();
        for &(v, outcome) in ends {
            let end = &mut l[v as usize];
            end.touch(run);
            if end.state != DRAW {
                continue;
            }
            end.state = match outcome {
                Outcome::Win => WIN,
                Outcome::Lose => LOSE,
                Outcome::Draw => DRAW_END,
            };
            if outcome != Outcome::Draw {
                queue.push(v);
            }
        }
        if stop.is_some_and(|s| l[s as usize].stamp == run && l[s as usize].state != DRAW) {
            return;
        }
        let ends_queued = queue.len();
        let (mut head, mut next_sink) = (0, 0);
        loop {
            let v = if head < ends_queued {
                head += 1;
                queue[head - 1]
            } else if next_sink < sinks.len() {
                let v = sinks[next_sink];
                next_sink += 1;
                let sink = &mut l[v as usize];
                sink.touch(run);
                if sink.state != DRAW {
                    continue;
                }
                sink.state = LOSE;
                if stop == Some(v) {
                    return;
                }
                v
            } else if head < queue.len() {
                head += 1;
                queue[head - 1]
            } else {
                return;
            };
            let lost = l[v as usize].state == LOSE;
            let next = l[v as usize].remoteness + 1;
            let mut stopped = false;
            game.for_each_predecessor(v, |u| {
                if stopped {
                    return;
                }
                let label = &mut l[u as usize];
                label.touch(run);
                if label.state != DRAW {
                    return;
                }
                if lost {
                    label.state = WIN;
                } else {
                    label.left -= 1;
                    if label.left != 0 {
                        return;
                    }
                    label.state = LOSE;
                }
                label.remoteness = next;
                queue.push(u);
                stopped = stop == Some(u);
            });
            if stopped {
                return;
            }
        }
    }
}

/// The value `γ` of every position of a game, by [`generalized_sg`]: finite, or infinite.
#[derive(Clone, Debug)]
pub struct Generalized {
    value: Vec<u32>,
}

/// `value` of a position that is infinite.
const INFINITE: u32 = u32::MAX;
/// `value` of a position not yet labelled (only while labelling).
const UNLABELLED: u32 = u32::MAX - 1;

impl Generalized {
    /// `γ(v)`: `Some(m)` for a finite value, `None` for `∞`.
    ///
    /// O(1).
    #[inline]
    pub fn value(&self, v: u32) -> Option<u32> {
        let value = self.value[v as usize];
        (value != INFINITE).then_some(value)
    }

    /// The set `K` of an infinite position: the finite values of its moves, sorted, each once.
    ///
    /// O(d log d) for the `d` moves of `v`.
    pub fn finite_moves<G: GameGraph>(&self, game: &G, v: u32) -> Vec<u32> {
        let mut values = Vec::new();
        game.for_each_successor(v, |w| values.extend(self.value(w)));
        values.sort_unstable();
        values.dedup();
        values
    }

    /// A move of `v` to a position of finite value `target`, if there is one.
    ///
    /// O(moves of `v`).
    pub fn move_to_value<G: GameGraph>(&self, game: &G, v: u32, target: u32) -> Option<u32> {
        let mut found = None;
        game.for_each_successor(v, |w| {
            if found.is_none() && self.value(w) == Some(target) {
                found = Some(w);
            }
        });
        found
    }

    /// The outcome of tokens on `tokens` (several may share a position), by the theorem of
    /// the module documentation.
    ///
    /// O(k) for `k` tokens, plus the moves of the infinite token when exactly one is
    /// infinite.
    pub fn sum_outcome<G: GameGraph>(&self, game: &G, tokens: &[u32]) -> Outcome {
        let (xor, infinite, count) = self.split(tokens);
        match (count, infinite) {
            (0, _) if xor == 0 => Outcome::Lose,
            (0, _) => Outcome::Win,
            (1, Some((_, v))) if self.move_to_value(game, v, xor).is_some() => Outcome::Win,
            _ => Outcome::Draw,
        }
    }

    /// The xor of the finite tokens' values, the first infinite token (index, position), and
    /// how many tokens are infinite.
    fn split(&self, tokens: &[u32]) -> (u32, Option<(usize, u32)>, usize) {
        let (mut xor, mut first, mut count) = (0, None, 0);
        for (i, &v) in tokens.iter().enumerate() {
            match self.value(v) {
                Some(value) => xor ^= value,
                None => {
                    first.get_or_insert((i, v));
                    count += 1;
                }
            }
        }
        (xor, first, count)
    }

    /// A move for the player to move on `tokens`: from a Win position one to a Lose
    /// position, from a Draw position one to a Draw position (never to a Win one), as
    /// `(token index, new position)`; `None` from a Lose position.
    ///
    /// O(k log k + E) at worst for `k` tokens (a draw may look at the moves of the moves of
    /// the infinite token); O(k + moves of one token) when the position is won.
    pub fn sum_move<G: GameGraph>(&self, game: &G, tokens: &[u32]) -> Option<(usize, u32)> {
        let (xor, infinite, count) = self.split(tokens);
        let Some((j, v)) = infinite else {
            // All finite: the Nim move on a token whose value has the top bit of the xor.
            return tokens.iter().enumerate().find_map(|(i, &u)| {
                let value = self.value(u)?;
                if value ^ xor >= value {
                    return None;
                }
                Some((i, self.move_to_value(game, u, value ^ xor)?))
            });
        };
        if count == 1 {
            if let Some(w) = self.move_to_value(game, v, xor) {
                return Some((j, w));
            }
            return self.draw_keeping_one(game, tokens, xor, (j, v));
        }
        // Two infinite tokens or more: moving an infinite token to an infinite position (it
        // has one: a position whose moves are all finite is finite) keeps two, a draw; with
        // three or more any move of one does.
        let mut found = None;
        game.for_each_successor(v, |w| {
            if found.is_none() && (count > 2 || self.value(w).is_none()) {
                found = Some(w);
            }
        });
        found.map(|w| (j, w))
    }

    /// A drawing move when exactly one token (`j` on `v`) is infinite and the finite ones xor
    /// to `b`, which is not a finite value of `v`'s moves (not in `K`): a finite token moved
    /// onto an infinite position (two infinite tokens), or to a value that keeps the xor out
    /// of `K`; or the infinite token moved to an infinite position none of whose moves has
    /// value `b`. Moving the infinite token to a finite position never draws.
    fn draw_keeping_one<G: GameGraph>(
        &self,
        game: &G,
        tokens: &[u32],
        b: u32,
        (j, v): (usize, u32),
    ) -> Option<(usize, u32)> {
        let k = self.finite_moves(game, v);
        let in_k = |x: u32| k.binary_search(&x).is_ok();
        // Tokens on one position have the same moves: look at each position once.
        let mut finite: Vec<(u32, usize)> = tokens
            .iter()
            .enumerate()
            .filter(|&(_, &u)| self.value(u).is_some())
            .map(|(i, &u)| (u, i))
            .collect();
        finite.sort_unstable();
        finite.dedup_by_key(|&mut (u, _)| u);
        for (u, i) in finite {
            let Some(value) = self.value(u) else { continue };
            let mut found = None;
            game.for_each_successor(u, |w| {
                if found.is_none() && self.value(w).map_or(true, |g| !in_k(b ^ value ^ g)) {
                    found = Some(w);
                }
            });
            if let Some(w) = found {
                return Some((i, w));
            }
        }
        let mut found = None;
        game.for_each_successor(v, |w| {
            if found.is_none()
                && self.value(w).is_none()
                && self.move_to_value(game, w, b).is_none()
            {
                found = Some(w);
            }
        });
        found.map(|w| (j, w))
    }
}

/// The generalized SG function of every position of `game`, by Fraenkel and Yesha's
/// labelling; see the module documentation for the definition, the theorem and the cost.
///
/// O(V + E + Σ indeg(v) · min(outdeg(v), √(2E))) at worst; `28V` bytes of labels and
/// counters. No recursion.
///
/// # Example
/// ```
/// use grundy::core::graph::Digraph;
/// use grundy::games::loopy::{generalized_sg, Outcome, TwoWay};
/// // 0 → 1 → 2 (2 has no move): values 0 at 2, 1 at 1, 0 at 0. 3 ⇄ 4, both → 2: a loop.
/// let edges = [(0, 1), (1, 2), (3, 4), (4, 3), (3, 2), (4, 2)];
/// let g = Digraph::from_edges(5, &edges).unwrap();
/// let game = TwoWay::new(&g).unwrap();
/// let gamma = generalized_sg(&game).unwrap();
/// assert_eq!((gamma.value(0), gamma.value(1), gamma.value(2)), (Some(0), Some(1), Some(0)));
/// assert_eq!((gamma.value(3), gamma.value(4)), (None, None)); // both ∞({0})
/// assert_eq!(gamma.finite_moves(&game, 4), [0]);
/// assert_eq!(gamma.sum_outcome(&game, &[3]), Outcome::Win); // move to 2
/// assert_eq!(gamma.sum_outcome(&game, &[3, 1]), Outcome::Draw); // 1 is not in {0}
/// assert_eq!(gamma.sum_outcome(&game, &[3, 4]), Outcome::Draw); // two infinite
/// assert_eq!(gamma.sum_outcome(&game, &[1, 1]), Outcome::Lose);
/// ```
pub fn generalized_sg<G: GameGraph>(game: &G) -> Result<Generalized, NoMemory> {
    let n = game.positions();
    let mut value = filled(n, UNLABELLED)?;
    // Moves of each position not (yet) labelled with a finite value below the stage.
    let mut rest = filled(n, 0u32)?;
    // The stage (plus one) at which a position last had a move labelled with that stage.
    let mut won = filled(n, 0u32)?;
    // Moves of a position that are "won" at the stage in `counted`.
    let mut won_moves = filled(n, 0u32)?;
    let mut counted = filled(n, 0u32)?;
    // Unlabelled positions with every move labelled below the stage: labelled at this stage.
    let mut ready: Vec<u32> = Vec::new();
    let mut unlabelled: Vec<u32> = Vec::new();
    reserve(&mut unlabelled, n)?;
    for v in 0..n as u32 {
        rest[v as usize] = game.out_degree(v);
        if rest[v as usize] == 0 {
            reserve(&mut ready, 1)?;
            ready.push(v);
        } else {
            unlabelled.push(v);
        }
    }
    let mut labelled: Vec<u32> = Vec::new();
    let mut stage = 0u32;
    while !ready.is_empty() || !unlabelled.is_empty() {
        let mark = stage + 1;
        labelled.clear();
        for &v in &ready {
            value[v as usize] = stage;
        }
        reserve(&mut labelled, ready.len())?;
        labelled.append(&mut ready);
        // Each position labelled `stage` makes its predecessors won at this stage; a position
        // all of whose remaining moves are won is labelled `stage` in turn.
        let mut head = 0;
        let mut full = false;
        while let Some(&w) = labelled.get(head) {
            head += 1;
            game.for_each_predecessor(w, |u| {
                let u_at = u as usize;
                let label = value[u_at];
                if won[u_at] == mark || (label != UNLABELLED && label != INFINITE) {
                    return;
                }
                won[u_at] = mark;
                game.for_each_predecessor(u, |z| {
                    let z_at = z as usize;
                    if value[z_at] != UNLABELLED || won[z_at] == mark {
                        return;
                    }
                    if counted[z_at] != mark {
                        counted[z_at] = mark;
                        won_moves[z_at] = 0;
                    }
                    won_moves[z_at] += 1;
                    if won_moves[z_at] == rest[z_at] {
                        value[z_at] = stage;
                        if reserve(&mut labelled, 1).is_ok() {
                            labelled.push(z);
                        } else {
                            full = true;
                        }
                    }
                });
            });
        }
        if full {
            return Err(NoMemory);
        }
        // Positions labelled now leave the counts of their predecessors; those left with no
        // move of unknown value are labelled at the next stage.
        for &w in &labelled {
            game.for_each_predecessor(w, |u| {
                let u_at = u as usize;
                rest[u_at] -= 1;
                if rest[u_at] == 0 && value[u_at] == UNLABELLED {
                    if reserve(&mut ready, 1).is_ok() {
                        ready.push(u);
                    } else {
                        full = true;
                    }
                }
            });
        }
        if full {
            return Err(NoMemory);
        }
        // Unlabelled positions with no move labelled `stage` can never be finite.
        unlabelled.retain(|&v| {
            let v_at = v as usize;
            if value[v_at] != UNLABELLED || rest[v_at] == 0 {
                return false;
            }
            if won[v_at] != mark {
                value[v_at] = INFINITE;
                return false;
            }
            true
        });
        stage += 1;
    }
    Ok(Generalized { value })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (xorshift), so the tests need no crate.
    fn random_graph(seed: &mut u64, n: u32, m: usize) -> Digraph {
        let mut next = || {
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            *seed
        };
        let edges: Vec<(u32, u32)> = (0..m)
            .map(|_| {
                (
                    (next() % u64::from(n)) as u32,
                    (next() % u64::from(n)) as u32,
                )
            })
            .collect();
        Digraph::from_edges(n as usize, &edges).unwrap()
    }

    /// Outcomes by the plain fixpoint of the rules, no queue: repeat until nothing changes.
    fn fixpoint(g: &Digraph) -> Vec<Outcome> {
        let n = g.vertices();
        let mut out = vec![Outcome::Draw; n];
        loop {
            let mut changed = false;
            for v in 0..n as u32 {
                if out[v as usize] != Outcome::Draw {
                    continue;
                }
                let moves = g.successors(v);
                let new = if moves.iter().any(|&w| out[w as usize] == Outcome::Lose) {
                    Outcome::Win
                } else if moves.iter().all(|&w| out[w as usize] == Outcome::Win) {
                    Outcome::Lose
                } else {
                    continue;
                };
                out[v as usize] = new;
                changed = true;
            }
            if !changed {
                return out;
            }
        }
    }

    #[test]
    fn retrograde_agrees_with_the_fixpoint_and_remoteness_with_its_definition() {
        let mut seed = 0x1234_5678_9abc_def1;
        for round in 0..400 {
            let n = 1 + round % 12;
            let g = random_graph(&mut seed, n, (round as usize * 7) % 40);
            let solved = retrograde(&g).unwrap();
            let game = TwoWay::new(&g).unwrap();
            let expected = fixpoint(&g);
            for v in 0..n {
                assert_eq!(
                    solved.outcome(v),
                    expected[v as usize],
                    "round {round}, {v}"
                );
                let Some(r) = solved.remoteness(v) else {
                    continue;
                };
                let moves = g.successors(v);
                let of = |w: &u32| solved.remoteness(*w).unwrap_or(u32::MAX);
                let want = match solved.outcome(v) {
                    _ if moves.is_empty() => 0,
                    Outcome::Win => {
                        let lose = moves
                            .iter()
                            .filter(|&&w| solved.outcome(w) == Outcome::Lose);
                        1 + lose.map(of).min().unwrap()
                    }
                    _ => 1 + moves.iter().map(of).max().unwrap(),
                };
                assert_eq!(r, want, "round {round}, {v}");
                let best = solved.best_move(&game, v);
                if let (Outcome::Win, Some(w)) = (solved.outcome(v), best) {
                    assert_eq!(solved.outcome(w), Outcome::Lose);
                    assert_eq!(r, 1 + solved.remoteness(w).unwrap());
                }
            }
        }
    }

    #[test]
    fn runs_with_ends_agree_with_the_game_whose_ends_have_those_outcomes() {
        // Each end v of outcome o is the game in which v's moves are replaced: none for Lose,
        // one to a new position with no move for Win, one to itself for Draw; the fixpoint of
        // that game decides every position. With Lose ends only, remoteness is that game's too.
        let mut seed = 0x0fed_cba9_8765_4321;
        for round in 0..400u32 {
            let n = 1 + round % 10;
            let g = random_graph(&mut seed, n, (round as usize * 5) % 35);
            let game = TwoWay::new(&g).unwrap();
            let mut runs = Retrograde::new(&game).unwrap();
            for query in 0..6u64 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let count = (seed % 4) as usize;
                let only_lose = query % 2 == 0;
                let ends: Vec<(u32, Outcome)> = (0..count)
                    .map(|i| {
                        let v = ((seed >> (8 * i + 8)) % u64::from(n)) as u32;
                        let o = match (only_lose, (seed >> (8 * i + 4)) % 3) {
                            (true, _) | (_, 0) => Outcome::Lose,
                            (_, 1) => Outcome::Win,
                            _ => Outcome::Draw,
                        };
                        (v, o)
                    })
                    .collect();
                let mut first: Vec<Option<Outcome>> = vec![None; n as usize + 1];
                for &(v, o) in &ends {
                    first[v as usize].get_or_insert(o);
                }
                let edges: Vec<(u32, u32)> = (0..n)
                    .flat_map(|u| {
                        let moves: Vec<u32> = match first[u as usize] {
                            None => g.successors(u).to_vec(),
                            Some(Outcome::Lose) => vec![],
                            Some(Outcome::Win) => vec![n],
                            Some(Outcome::Draw) => vec![u],
                        };
                        moves.into_iter().map(move |w| (u, w))
                    })
                    .collect();
                let changed = Digraph::from_edges(n as usize + 1, &edges).unwrap();
                let want = fixpoint(&changed);
                let reference = retrograde(&changed).unwrap();
                let all = runs.solve(&ends).unwrap().unwrap();
                for v in 0..n {
                    assert_eq!(
                        all.outcome(v),
                        want[v as usize],
                        "round {round} {ends:?} {v}"
                    );
                    let (o, r) = runs.outcome_from(v, &ends).unwrap();
                    assert_eq!(o, want[v as usize], "round {round} {ends:?} from {v}");
                    if only_lose {
                        assert_eq!(r, reference.remoteness(v), "round {round} {ends:?} {v}");
                        assert_eq!(all.remoteness(v), r);
                    }
                    // The move from labels of a stopped run is as good as the full run's.
                    let (o, best) = runs.best_move_from(v, &ends).unwrap();
                    assert_eq!(o, want[v as usize]);
                    if first[v as usize].is_some() {
                        assert_eq!(best, None);
                        continue;
                    }
                    let full = all.best_move(&game, v);
                    assert_eq!(best.is_some(), full.is_some(), "round {round} {ends:?} {v}");
                    if let (Some(w), Some(f)) = (best, full) {
                        assert!(g.successors(v).contains(&w));
                        assert_eq!(all.outcome(w), all.outcome(f), "round {round} {v}");
                        if all.outcome(w) != Outcome::Draw {
                            assert_eq!(all.remoteness(w), all.remoteness(f), "round {round} {v}");
                        }
                    }
                }
            }
            assert_eq!(runs.outcome_from(n, &[]), None);
            assert_eq!(runs.outcome_from(0, &[(n, Outcome::Lose)]), None);
        }
    }

    /// The defining rules 1–3 of the module documentation, checked on a labelling.
    fn satisfies_the_definition(g: &Digraph, gamma: &Generalized) -> bool {
        let n = g.vertices() as u32;
        (0..n).all(|u| {
            let moves = g.successors(u);
            let finite: Vec<u32> = moves.iter().filter_map(|&w| gamma.value(w)).collect();
            let mex = (0..).find(|x| !finite.contains(x)).unwrap();
            let restorable = |m: u32| {
                moves.iter().all(|&w| match gamma.value(w) {
                    Some(x) if x < m => true,
                    Some(x) if x == m => false,
                    _ => g.successors(w).iter().any(|&z| gamma.value(z) == Some(m)),
                })
            };
            match gamma.value(u) {
                Some(m) => m == mex && restorable(m),
                None => !restorable(mex),
            }
        })
    }

    #[test]
    fn generalized_values_satisfy_the_definition() {
        let mut seed = 0x0fed_cba9_8765_4321;
        for round in 0..600 {
            let n = 1 + round % 10;
            let g = random_graph(&mut seed, n, (round as usize * 5) % 30);
            let gamma = generalized_sg(&TwoWay::new(&g).unwrap()).unwrap();
            assert!(satisfies_the_definition(&g, &gamma), "round {round}: {g:?}");
            // One token: the same outcomes as retrograde analysis.
            let solved = retrograde(&g).unwrap();
            let game = TwoWay::new(&g).unwrap();
            for v in 0..n {
                assert_eq!(
                    gamma.sum_outcome(&game, &[v]),
                    solved.outcome(v),
                    "{round} {v}"
                );
            }
        }
    }

    #[test]
    fn a_long_path_and_a_long_cycle_need_no_recursion() {
        let n = 1_000_000u32;
        let path: Vec<(u32, u32)> = (1..n).map(|v| (v, v - 1)).collect();
        let g = Digraph::from_edges(n as usize, &path).unwrap();
        let solved = retrograde(&g).unwrap();
        assert_eq!(solved.outcome(n - 1), Outcome::Win); // odd distance to 0
        assert_eq!(solved.remoteness(n - 1), Some(n - 1));
        let gamma = generalized_sg(&TwoWay::new(&g).unwrap()).unwrap();
        assert_eq!(gamma.value(n - 1), Some(1));
        let cycle: Vec<(u32, u32)> = (0..n).map(|v| (v, (v + 1) % n)).collect();
        let g = Digraph::from_edges(n as usize, &cycle).unwrap();
        assert_eq!(retrograde(&g).unwrap().outcome(5), Outcome::Draw);
        let gamma = generalized_sg(&TwoWay::new(&g).unwrap()).unwrap();
        assert_eq!(gamma.value(5), None);
    }
}
