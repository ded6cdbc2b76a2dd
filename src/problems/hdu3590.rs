//! `hdu3590`: HDU 3590 "PP and QQ": Green Hackenbush on trees rooted at their vertex 1, in
//! misère play (the player who cannot move wins). Cases until the end of input: `N`, then per
//! tree `m` and its `m - 1` edges; edges that are not a tree are an error at the tree's last
//! edge.
//!
//! The SJ theorem ([`core::sum`](crate::core::sum)) decides a misère sum whose components have
//! no move once their value is 0. A tree of value 0 or 1 can still have moves (a root with two
//! stalks of 2 is worth 0 and is misère Nim (2, 2), lost for the player to move), so the
//! components here are the branches at the roots, each an edge with what grows on it: worth
//! `G(child) + 1`, never 0 while it has an edge. (Applying the rule to whole trees, as the
//! solutions usually found for this problem do, answers such positions wrongly; the tests
//! check these answers against a search of the real game.)

use crate::core::budget::try_push;
use crate::core::driver::{Io, Layout, Problem, Words};
use crate::core::graph::RootedTree;
use crate::core::scan::{Field, InputError};
use crate::core::sum::{misere_component, sj_first_player_wins};
use crate::games::hackenbush::{Tree, TreeValues};
use crate::problems::shape::{cut_words, edges, not_a_tree, tree_edges, GRAPH_MEMORY};
use std::io::{Read, Write};

const TREES: Field = Field::new("the number of trees N", 1, 1_000_000);
const VERTICES: Field = Field::new("the number of nodes m", 1, 1_000_000);

/// The answer words.
const WORDS: Words = Words::new("PP\n", "QQ\n");

/// The problem; see the module documentation.
#[derive(Default)]
pub struct Hdu3590 {
    /// The buffers of the trees' values, kept from tree to tree (without `--move`).
    trees: TreeValues,
}

impl Problem for Hdu3590 {
    const NAME: &'static str = "hdu3590";
    const HELP: &'static str = "\
HDU 3590 \"PP and QQ\": trees rooted at their node 1; a move cuts one edge and removes what is
no longer connected to its root; the player who cannot move WINS (misere play). PP moves first.

input:  cases until the end of input: N, then per tree m and its m - 1 edges 'a b'
        (1 <= N <= 10^6, 1 <= m <= 10^6, 1 <= a, b <= m)
output: PP if PP wins, else QQ, one line per case

move:   with --move, cut edge K (A B) of tree T, K the edge's place in its tree from 1; - when
        no move wins (or none is left: then PP has already won)
memory: one tree at a time, 12 bytes a node: up to 15 MB for 10^6 nodes; under --move the
        trees of a case, held: up to 55 MB
example: printf '2\\n2\\n1 2\\n2\\n1 2\\n1\\n2\\n1 2\\n' | hdu3590
prints:
  PP
  QQ
";
    const LAYOUT: Layout = Layout::UNTIL_END;

    fn case<R: Read, W: Write>(&mut self, io: &mut Io<R, W>) -> Result<(), InputError> {
        let trees = io.input.next(&TREES)?;
        let keep = io.answers.wants_moves();
        let (mut xor, mut any_above_one) = (0, false);
        let mut kept = Vec::new();
        for _ in 0..trees {
            let m = io.input.next(&VERTICES)?;
            if !keep {
                tree_edges(io, &mut self.trees, m - 1, m, 1)?;
                let at = io.input.last_location();
                let branch = |value| {
                    xor ^= value;
                    any_above_one |= value > 1;
                };
                match self.trees.finish(0, branch) {
                    Ok(Ok(_)) => continue,
                    Ok(Err(v)) => return Err(at.error(not_a_tree(v))),
                    Err(_) => return Err(at.error(GRAPH_MEMORY.to_string())),
                }
            }
            let list = edges(io, m - 1, m, 1)?;
            let at = io.input.last_location();
            let memory = || at.error(GRAPH_MEMORY.to_string());
            let tree = match RootedTree::new(m as usize, &list, 0).map_err(|_| memory())? {
                Ok(tree) => tree,
                Err(v) => return Err(at.error(not_a_tree(v))),
            };
            let position = Tree::new(tree, 0).map_err(|_| memory())?;
            for (_, value) in position.branches() {
                xor ^= value;
                any_above_one |= value > 1;
            }
            try_push(&mut kept, (list, position)).map_err(|_| memory())?;
        }
        io.answers
            .verdict(WORDS, sj_first_player_wins(xor, any_above_one));
        if keep {
            // Every branch of every tree, in order: (tree, branch component, value).
            let at = io.input.last_location();
            let memory = |_| at.error(GRAPH_MEMORY.to_string());
            let (mut branches, mut values) = (Vec::new(), Vec::new());
            for (t, (_, p)) in kept.iter().enumerate() {
                for (c, v) in p.branches() {
                    try_push(&mut branches, (t, c)).map_err(memory)?;
                    try_push(&mut values, v).map_err(memory)?;
                }
            }
            let mut winning = None;
            if let Some((i, target)) = misere_component(&values) {
                let (t, branch) = branches[i];
                let (list, position) = &kept[t];
                if let Some(cut) = position.branch_cut(branch, target).map_err(memory)? {
                    let of = format!(" of tree {}", t + 1);
                    winning = Some(cut_words(cut, list[cut as usize], 1, &of));
                }
            }
            io.answers.move_line(winning);
        }
        Ok(())
    }
}

/// The `hdu3590` binary: [`main`](crate::core::driver::main) for this problem, compiled once
/// here in the library (the binary only calls it).
///
/// As [`main`](crate::core::driver::main).
pub fn run() -> std::process::ExitCode {
    crate::core::driver::main::<Hdu3590>()
}

#[cfg(test)]
mod tests {
    use crate::core::driver::solve_bytes;

    #[test]
    fn the_statement_sample_and_a_tree_of_value_zero_with_moves() {
        let solve = solve_bytes::<super::Hdu3590>;
        assert_eq!(
            solve(b"2\n2\n1 2\n2\n1 2\n1\n2\n1 2\n").unwrap(),
            "PP\nQQ\n"
        );
        // Two stalks of 2 on one root: misere Nim (2, 2), lost for PP (the rule applied to
        // the whole tree, of value 0, would say PP).
        assert_eq!(solve(b"1\n5\n1 2\n2 3\n1 4\n4 5\n").unwrap(), "QQ\n");
    }
}
