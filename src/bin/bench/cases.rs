//! The cases: a large deterministic input for every problem (and for the contestants'
//! programs of [`crate::programs`]), made from a seeded generator, each with what it holds and
//! how many items it counts. `bench --input CASE` writes one.

use crate::rng::Rng;
use std::fmt::Write as _;

pub(crate) struct Case {
    pub(crate) name: &'static str,
    /// The problem of `grundy::problems::ALL` it runs, or a program of [`PROGRAMS`](crate::programs::PROGRAMS).
    pub(crate) problem: &'static str,
    pub(crate) about: &'static str,
    pub(crate) generate: fn(&mut Rng) -> (String, u64),
}

pub(crate) const CASES: &[Case] = &[
    Case {
        name: "flip_grid",
        about: "n = 10^9, 100 queries of 100 cells",
        problem: "flip_grid",
        generate: |r| flip_grid_input(r, 1_000_000_000),
    },
    Case {
        name: "flip_grid_1e10",
        about: "n = 10^10, 100 queries of 100 cells",
        problem: "flip_grid",
        generate: |r| flip_grid_input(r, 10_000_000_000),
    },
    Case {
        name: "flip_grid_1e12",
        about: "n = 10^12 (the bound), 100 queries of 100 cells",
        problem: "flip_grid",
        generate: |r| flip_grid_input(r, 1_000_000_000_000),
    },
    Case {
        name: "subtraction_nim",
        about: "100 moves <= 10^4, 10^6 heaps <= 10^4",
        problem: "subtraction_nim",
        generate: |r| subtraction_input(r, 100, 10_000, (1, 10_000)),
    },
    Case {
        name: "subtraction_nim_huge",
        about: "20 moves <= 200, 10^6 heaps near 10^18 (through the period)",
        problem: "subtraction_nim",
        generate: |r| {
            subtraction_input(
                r,
                20,
                200,
                (999_000_000_000_000_000, 1_000_000_000_000_000_000),
            )
        },
    },
    Case {
        name: "fibonacci_piles",
        about: "10^6 lines of piles <= 1000",
        problem: "fibonacci_piles",
        generate: |r| {
            let mut text = String::new();
            for _ in 0..1_000_000 {
                text.push_str(&line((0..3).map(|_| r.between(1, 1000))));
            }
            text.push_str("0 0 0\n");
            (text, 1_000_000)
        },
    },
    Case {
        name: "split_piles",
        about: "10^6 piles <= 10^18",
        problem: "split_piles",
        generate: piles_input,
    },
    Case {
        name: "ladder_nim",
        about: "10^6 steps <= 10^18",
        problem: "ladder_nim",
        generate: piles_input,
    },
    Case {
        name: "anti_nim",
        about: "10^6 piles <= 10^18",
        problem: "anti_nim",
        generate: piles_input,
    },
    Case {
        name: "hdu3032",
        problem: "hdu3032",
        about: "10 cases of 10^5 piles <= 10^18",
        generate: |r| cases_input(r, 10, 100_000, false),
    },
    Case {
        name: "luogu_p4279",
        problem: "luogu_p4279",
        about: "10 cases of 10^5 piles <= 10^18",
        generate: |r| cases_input(r, 10, 100_000, false),
    },
    Case {
        name: "luogu_p2197",
        problem: "luogu_p2197",
        about: "10 cases of 10^5 piles <= 10^18",
        generate: |r| cases_input(r, 10, 100_000, false),
    },
    Case {
        name: "poj2975",
        problem: "poj2975",
        about: "10 cases of 10^5 piles <= 10^18, then 0",
        generate: |r| cases_input(r, 10, 100_000, true),
    },
    Case {
        name: "hdu1850",
        problem: "hdu1850",
        about: "10 cases of 10^5 piles <= 10^18, then 0",
        generate: |r| cases_input(r, 10, 100_000, true),
    },
    Case {
        name: "hdu1846",
        problem: "hdu1846",
        about: "10^6 cases n m <= 10^18",
        generate: |r| {
            let mut text = String::from("1000000\n");
            for _ in 0..1_000_000 {
                let big = 1_000_000_000_000_000_000;
                text.push_str(&line([r.between(0, big), r.between(1, big)].into_iter()));
            }
            (text, 1_000_000)
        },
    },
    Case {
        name: "hdu1847",
        problem: "hdu1847",
        about: "10^6 lines n <= 10^18",
        generate: |r| {
            let mut text = String::new();
            for _ in 0..1_000_000 {
                text.push_str(&line(std::iter::once(
                    r.between(0, 1_000_000_000_000_000_000),
                )));
            }
            (text, 1_000_000)
        },
    },
    Case {
        name: "hdu1536",
        problem: "hdu1536",
        about: "100 moves <= 10^4, 10^4 positions of 100 heaps <= 10^4",
        generate: |r| {
            let moves: Vec<u64> = (0..100).map(|_| r.between(1, 10_000)).collect();
            let mut text = format!("100 {}10000\n", line(moves.into_iter()));
            for _ in 0..10_000 {
                let heaps = (0..100).map(|_| r.between(0, 10_000));
                text.push_str(&format!("100 {}", line(heaps)));
            }
            text.push_str("0\n");
            (text, 1_000_000)
        },
    },
    Case {
        name: "poj1704",
        problem: "poj1704",
        about: "10 cases of 10^5 distinct chessmen <= 10^18, unsorted",
        generate: |r| {
            let mut text = String::from("10\n");
            for _ in 0..10 {
                // Distinct by construction: one chessman in each block of 10^12 cells.
                let mut cells: Vec<u64> = (0..100_000u64)
                    .map(|i| i * 1_000_000_000_000 + r.between(1, 999_999_999_999))
                    .collect();
                for i in (1..cells.len()).rev() {
                    cells.swap(i, r.below(i as u64 + 1) as usize);
                }
                text.push_str(&format!("100000\n{}", line(cells.into_iter())));
            }
            (text, 1_000_000)
        },
    },
    Case {
        name: "poj3537",
        problem: "poj3537",
        about: "n = 20000 (0.007 up to 20002, no period to use)",
        generate: |_| ("20000\n".to_string(), 20_000),
    },
    Case {
        name: "moore_nim",
        problem: "moore_nim",
        about: "10^6 piles <= 10^18, k = 3",
        generate: |r| {
            let piles = (0..1_000_000).map(|_| r.between(1, 1_000_000_000_000_000_000));
            (format!("1000000 3\n{}", line(piles)), 1_000_000)
        },
    },
    Case {
        name: "range_nim",
        problem: "range_nim",
        about: "l = 3, r = 10^9, 10^6 heaps <= 10^18",
        generate: |r| {
            let heaps = (0..1_000_000).map(|_| r.between(1, 1_000_000_000_000_000_000));
            (format!("3 1000000000\n1000000\n{}", line(heaps)), 1_000_000)
        },
    },
    Case {
        name: "octal_game",
        problem: "octal_game",
        about: "0.127, 10^6 heaps <= 10^18 (certified period 4 from 46578)",
        generate: |r| {
            let heaps = (0..1_000_000).map(|_| r.between(1, 1_000_000_000_000_000_000));
            (format!("0.127\n1000000\n{}", line(heaps)), 1_000_000)
        },
    },
    Case {
        name: "nim_product_64",
        problem: "nim_product_64",
        about: "10^6 pairs of random 64-bit numbers",
        generate: |r| {
            let mut text = String::from("1000000\n");
            for _ in 0..1_000_000 {
                text.push_str(&line([r.next_u64(), r.next_u64()].into_iter()));
            }
            (text, 1_000_000)
        },
    },
    Case {
        name: "hdu3537",
        problem: "hdu3537",
        about: "10^4 cases of 100 coins < 10^8 (the judge's bounds)",
        generate: |r| {
            let mut text = String::new();
            for _ in 0..10_000 {
                let coins = (0..100).map(|_| r.below(100_000_000));
                text.push_str(&format!("100\n{}", line(coins)));
            }
            (text, 1_000_000)
        },
    },
    Case {
        name: "hdu3404",
        problem: "hdu3404",
        about: "100 cases of 1000 lights <= 10^4 (the judge's bounds)",
        generate: |r| lights_input(r, 100, 1000, 10_000),
    },
    Case {
        name: "hdu3404_wide",
        problem: "hdu3404",
        about: "10 cases of 10^5 lights <= 10^18",
        generate: |r| lights_input(r, 10, 100_000, 1_000_000_000_000_000_000),
    },
    Case {
        name: "hdu1524",
        problem: "hdu1524",
        about: "10 DAGs of 1000 positions (3 edges each), 10^4 queries of 10 chessmen each",
        generate: |r| dag_input(r, 10, 1000, 10_000),
    },
    Case {
        name: "hdu1524_big",
        problem: "hdu1524",
        about: "a DAG of 10^6 positions (3 edges each), 10^5 queries of 10 chessmen",
        generate: |r| dag_input(r, 1, 1_000_000, 100_000),
    },
    Case {
        name: "hdu3094",
        problem: "hdu3094",
        about: "10 random trees of 10^5 vertices (the judge's bounds)",
        generate: |r| {
            let mut text = String::from("10\n");
            for _ in 0..10 {
                text.push_str(&format!("100000\n{}", tree_lines(r, 100_000, 1)));
            }
            (text, 1_000_000)
        },
    },
    Case {
        name: "hdu3094_path",
        problem: "hdu3094",
        about: "a path of 10^6 vertices from the root",
        generate: |_| path_from_vertex_1("1\n"),
    },
    Case {
        name: "hdu3094_star",
        problem: "hdu3094",
        about: "a star of 10^6 vertices around the root",
        generate: |_| star_of_a_million(),
    },
    Case {
        name: "hdu3094_random",
        problem: "hdu3094",
        about: "a random tree of 10^6 vertices",
        generate: |r| {
            let text = format!("1\n1000000\n{}", tree_lines(r, 1_000_000, 1));
            (text, 1_000_000)
        },
    },
    Case {
        name: "poj3710",
        problem: "poj3710",
        about: "10^3 cases of 10 graphs of 99 nodes and 150 edges (cycles, loops)",
        generate: |r| {
            let mut text = String::new();
            for _ in 0..1000 {
                text.push_str("10\n");
                for _ in 0..10 {
                    text.push_str("99 150\n");
                    text.push_str(&tree_lines(r, 99, 1));
                    for _ in 0..52 {
                        text.push_str(&line([r.between(1, 99), r.between(1, 99)].into_iter()));
                    }
                }
            }
            (text, 1_500_000)
        },
    },
    Case {
        name: "hdu3590",
        problem: "hdu3590",
        about: "10^3 cases of 10 trees of 99 nodes (misere)",
        generate: |r| {
            let mut text = String::new();
            for _ in 0..1000 {
                text.push_str("10\n");
                for _ in 0..10 {
                    text.push_str(&format!("99\n{}", tree_lines(r, 99, 1)));
                }
            }
            (text, 980_000)
        },
    },
    Case {
        name: "hackenbush",
        problem: "hackenbush",
        about: "a random graph of 10^6 vertices and 10^6 edges",
        generate: |r| {
            let mut text = String::from("1000000 1000000\n");
            for _ in 0..1_000_000 {
                text.push_str(&line([r.below(1_000_000), r.below(1_000_000)].into_iter()));
            }
            (text, 1_000_000)
        },
    },
    Case {
        name: "hackenbush_tree",
        problem: "hackenbush",
        about: "a random tree of 10^6 vertices",
        generate: |r| {
            let text = format!("1000000 999999\n{}", tree_lines(r, 1_000_000, 0));
            (text, 1_000_000)
        },
    },
    Case {
        name: "hdu3537_max",
        problem: "hdu3537",
        about: "one case of 10^6 distinct coins <= 10^12",
        generate: |r| {
            let coins = (0..1_000_000u64).map(|i| i * 1_000_000 + r.below(1_000_000));
            (format!("1000000\n{}", line(coins)), 1_000_000)
        },
    },
    Case {
        name: "hdu3404_max",
        problem: "hdu3404",
        about: "one case of 10^6 lights <= 10^18",
        generate: |r| lights_input(r, 1, 1_000_000, 1_000_000_000_000_000_000),
    },
    Case {
        name: "hdu3590_star",
        problem: "hdu3590",
        about: "one tree: a star of 10^6 nodes around node 1",
        generate: |_| star_of_a_million(),
    },
    Case {
        name: "hdu3595_max",
        problem: "hdu3595",
        about: "one case of 10^6 Euclid games on numbers <= 10^18",
        generate: |r| {
            let (lines, _) = pair_lines(r, 1_000_000, (1, 1_000_000_000_000_000_000), "");
            (format!("1000000\n{lines}"), 1_000_000)
        },
    },
    Case {
        name: "hdu1729_max",
        problem: "hdu1729",
        about: "one case of 10^6 boxes of size <= 10^18",
        generate: |r| {
            let mut text = String::from("1000000\n");
            for _ in 0..1_000_000 {
                let s = r.below(1_000_000_000_000_000_000);
                text.push_str(&line([s, r.below(s + 1)].into_iter()));
            }
            text.push_str("0\n");
            (text, 1_000_000)
        },
    },
    Case {
        name: "poj1740_max",
        problem: "poj1740",
        about: "one case of 10^6 piles <= 10^18",
        generate: |r| {
            let piles = (0..1_000_000).map(|_| r.between(1, 1_000_000_000_000_000_000));
            (format!("1000000\n{}0\n", line(piles)), 1_000_000)
        },
    },
    Case {
        name: "hdu4315_max",
        problem: "hdu4315",
        about: "one hill of 10^6 people, distances up to 10^18",
        generate: |r| {
            let king = r.between(1, 1_000_000);
            let mut d = 0;
            let distances = (0..1_000_000).map(|_| {
                d += r.between(1, 1_000_000_000_000);
                d
            });
            (format!("1000000 {king}\n{}", line(distances)), 1_000_000)
        },
    },
    Case {
        name: "hackenbush_path",
        problem: "hackenbush",
        about: "a path of 10^6 vertices from the ground",
        generate: |_| graph_text(1_000_000, (1..1_000_000).map(|v| (v - 1, v)), 0),
    },
    Case {
        name: "hackenbush_star",
        problem: "hackenbush",
        about: "a star of 10^6 vertices, the ground its centre",
        generate: |_| graph_text(1_000_000, (1..1_000_000).map(|v| (0, v)), 0),
    },
    Case {
        name: "hackenbush_cycle",
        problem: "hackenbush",
        about: "a cycle of 10^6 vertices through the ground",
        generate: |_| {
            graph_text(
                1_000_000,
                (0..1_000_000).map(|v| (v, (v + 1) % 1_000_000)),
                0,
            )
        },
    },
    Case {
        name: "hackenbush_stalks",
        problem: "hackenbush",
        about: "an odd cycle of 333 333 through the ground, a stalk of 2 on every other vertex",
        generate: |_| stalked_cycle(333_333, 0),
    },
    Case {
        name: "hackenbush_k1414",
        problem: "hackenbush",
        about: "the complete graph on 1414 vertices (998 991 edges)",
        generate: |_| {
            let edges = (0..1414).flat_map(|u| (u + 1..1414).map(move |v| (u, v)));
            graph_text(1414, edges, 0)
        },
    },
    Case {
        name: "poj3710_stalks",
        problem: "poj3710",
        about: "one tree: an odd cycle of 333 333 through node 1, a stalk of 2 on every other",
        generate: |_| {
            let (text, n) = stalked_cycle(333_333, 1);
            (format!("1\n{text}"), n)
        },
    },
    Case {
        name: "poj3710_single_nodes",
        problem: "poj3710",
        about: "10^6 trees of one node",
        generate: |_| (format!("1000000\n{}", "1 0\n".repeat(1_000_000)), 1_000_000),
    },
    Case {
        name: "poj1067",
        problem: "poj1067",
        about: "10^6 games of two piles <= 10^9 (the judge's bounds), a tenth of them cold",
        generate: |r| wythoff_lines(r, 1_000_000_000),
    },
    Case {
        name: "poj1067_wide",
        problem: "poj1067",
        about: "10^6 games of two piles <= 10^18, a tenth of them cold",
        generate: |r| wythoff_lines(r, 1_000_000_000_000_000_000),
    },
    Case {
        name: "hdu2177",
        problem: "hdu2177",
        about: "10^5 games of two piles <= 10^6 (the judge's bounds), with their winning moves",
        generate: |r| pair_lines(r, 100_000, (0, 1_000_000), "0 0\n"),
    },
    Case {
        name: "poj2348",
        problem: "poj2348",
        about: "10^6 games of Euclid's game on numbers < 2^31",
        generate: |r| pair_lines(r, 1_000_000, (1, (1 << 31) - 1), "0 0\n"),
    },
    Case {
        name: "hdu3595",
        problem: "hdu3595",
        about: "10^3 cases of 10^3 Euclid games on numbers <= 10^9",
        generate: |r| {
            let mut text = String::new();
            for _ in 0..1000 {
                text.push_str("1000\n");
                text.push_str(&pair_lines(r, 1000, (1, 1_000_000_000), "").0);
            }
            (text, 1_000_000)
        },
    },
    Case {
        name: "hdu1729",
        problem: "hdu1729",
        about: "10^3 cases of 10^3 boxes of size <= 10^6 (the judge's bounds)",
        generate: |r| {
            let mut text = String::new();
            for _ in 0..1000 {
                text.push_str("1000\n");
                for _ in 0..1000 {
                    let s = r.below(1_000_001);
                    text.push_str(&line([s, r.below(s + 1)].into_iter()));
                }
            }
            text.push_str("0\n");
            (text, 1_000_000)
        },
    },
    Case {
        name: "hdu1517",
        problem: "hdu1517",
        about: "10^6 multiplication games, n < 2^32",
        generate: |r| {
            let text = (0..1_000_000)
                .map(|_| line(std::iter::once(r.between(2, u64::from(u32::MAX)))))
                .collect();
            (text, 1_000_000)
        },
    },
    Case {
        name: "hdu2147",
        problem: "hdu2147",
        about: "10^6 boards of sides <= 2000 (the judge's bounds)",
        generate: |r| pair_lines(r, 1_000_000, (1, 2000), "0 0\n"),
    },
    Case {
        name: "hdu1079",
        problem: "hdu1079",
        about: "10^6 random dates of the game",
        generate: |r| {
            use grundy::games::calendar::{END, START};
            let mut dates = vec![START];
            while dates[dates.len() - 1] < END {
                dates.push(dates[dates.len() - 1].next_day());
            }
            let mut text = String::from("1000000\n");
            for _ in 0..1_000_000 {
                let d = dates[r.below(dates.len() as u64) as usize];
                let fields = [d.year, d.month, d.day].map(u64::from);
                text.push_str(&line(fields.into_iter()));
            }
            (text, 1_000_000)
        },
    },
    Case {
        name: "poj1740",
        problem: "poj1740",
        about: "10^5 cases of 10 piles <= 100 (the judge's bounds)",
        generate: |r| {
            let mut text = String::new();
            for _ in 0..100_000 {
                text.push_str("10\n");
                text.push_str(&line((0..10).map(|_| r.between(1, 100))));
            }
            text.push_str("0\n");
            (text, 1_000_000)
        },
    },
    Case {
        name: "hdu4315",
        problem: "hdu4315",
        about: "10^3 hills of 10^3 people, distances up to 10^9",
        generate: |r| {
            let mut text = String::new();
            for _ in 0..1000 {
                text.push_str(&line([1000, r.between(1, 1000)].into_iter()));
                let mut d = 0;
                let distances = (0..1000).map(|_| {
                    d += r.between(1, 1_000_000);
                    d
                });
                text.push_str(&line(distances));
            }
            (text, 1_000_000)
        },
    },
    Case {
        name: "memo_pairs",
        problem: "pairs",
        about: "memo over pairs of piles: the game (1000, 1000), 10^6 positions",
        generate: |_| ("1\n1000 1000\n".to_string(), 1_002_001),
    },
    Case {
        name: "memo_pairs_random",
        problem: "pairs",
        about: "memo over pairs of piles: 10^5 random games up to (1000, 1000)",
        generate: pair_games,
    },
    Case {
        name: "memo_pairs_hashed",
        problem: "pairs_hashed",
        about: "the same, every position hashed (no box)",
        generate: |_| ("1\n1000 1000\n".to_string(), 1_002_001),
    },
    Case {
        name: "memo_pairs_random_hashed",
        problem: "pairs_hashed",
        about: "the same 10^5 random games, every position hashed (no box)",
        generate: pair_games,
    },
    Case {
        name: "loopy_one_token",
        problem: "loopy",
        about: "a random graph, 10^6 vertices and edges, one token (retrograde)",
        generate: |r| loopy_input(r, 1),
    },
    Case {
        name: "loopy_tokens",
        problem: "loopy",
        about: "a random graph, 10^6 vertices and edges, 10^6 tokens (generalized SG)",
        generate: |r| loopy_input(r, 1_000_000),
    },
    Case {
        name: "abc209e",
        problem: "abc209e",
        about: "2·10^5 random words of 3 to 8 letters a-h (the judge's N)",
        generate: |r| {
            let mut text = String::from("200000\n");
            for _ in 0..200_000 {
                let len = r.between(3, 8);
                text.extend((0..len).map(|_| char::from(b'a' + r.below(8) as u8)));
                text.push('\n');
            }
            (text, 200_000)
        },
    },
    Case {
        name: "cf786a",
        problem: "cf786a",
        about: "n = 7000, steps 1 to 6999 for Rick, the odd ones for Morty (the judge's bounds)",
        generate: |_| {
            let rick = line(std::iter::once(6999).chain(1..7000));
            let morty = line(std::iter::once(3500).chain((1..7000).step_by(2)));
            (format!("7000\n{rick}{morty}"), 2 * 7000 * 7000)
        },
    },
    Case {
        name: "abc278f",
        problem: "abc278f",
        about: "16 random words of 1 to 10 letters a-d",
        generate: |r| {
            let mut text = String::from("16\n");
            for _ in 0..16 {
                let len = r.between(1, 10);
                text.extend((0..len).map(|_| char::from(b'a' + r.below(4) as u8)));
                text.push('\n');
            }
            (text, 16 << 16)
        },
    },
    Case {
        name: "hdu2516",
        problem: "hdu2516",
        about: "10^6 heaps below 2^31 (the judge's bound), one in 16 a Fibonacci number",
        generate: |r| {
            let fib: Vec<u64> =
                std::iter::successors(Some((1u64, 2u64)), |&(a, b)| Some((b, a + b)))
                    .map(|p| p.1)
                    .take_while(|&f| f < 1 << 31)
                    .collect();
            let mut text = String::new();
            for _ in 0..1_000_000 {
                let n = if r.below(16) == 0 {
                    fib[r.below(fib.len() as u64) as usize]
                } else {
                    r.between(2, (1 << 31) - 1)
                };
                writeln!(text, "{n}").expect("writing to a String");
            }
            text.push_str("0\n");
            (text, 1_000_000)
        },
    },
    Case {
        name: "poj3922",
        problem: "poj3922",
        about: "20 cases n <= 10^8, k <= 10^5 (the judge's bounds: its t is at most 20)",
        generate: |r| {
            let mut text = String::from("20\n");
            for _ in 0..20 {
                let k = r.between(10_000, 40_000);
                text.push_str(&line([r.between(2, 100_000_000), k].into_iter()));
            }
            (text, 20)
        },
    },
    Case {
        name: "poj3922_many",
        problem: "poj3922",
        about: "10^5 cases n <= 10^8, k <= 10^5, half of them k <= 100",
        generate: |r| {
            let mut text = String::from("100000\n");
            for _ in 0..100_000 {
                let k = if r.below(2) == 0 {
                    r.between(1, 100)
                } else {
                    r.between(1, 100_000)
                };
                text.push_str(&line([r.between(2, 100_000_000), k].into_iter()));
            }
            (text, 100_000)
        },
    },
    Case {
        name: "poj3922_far",
        problem: "poj3922",
        about: "1000 cases n <= 10^18, k <= 1000",
        generate: |r| {
            let mut text = String::from("1000\n");
            for _ in 0..1000 {
                let n = r.between(2, 1_000_000_000_000_000_000);
                text.push_str(&line([n, r.between(1, 1000)].into_iter()));
            }
            (text, 1000)
        },
    },
    Case {
        name: "luogu_p4055",
        problem: "luogu_p4055",
        about: "a 100 x 100 maze, one cell in 5 a wall (the judge's bound)",
        generate: |r| maze(r, 100),
    },
    Case {
        name: "luogu_p4055_max",
        problem: "luogu_p4055",
        about: "a 1000 x 1000 maze, one cell in 5 a wall",
        generate: |r| maze(r, 1000),
    },
    Case {
        name: "luogu_p1971",
        problem: "luogu_p1971",
        about:
            "a 40 x 40 board (the judge's bound), the empty cell snaking through: 799 moves each",
        generate: |_| sliding_record(40),
    },
    Case {
        name: "geography",
        problem: "geography",
        about: "a random bipartite graph, 10^5 vertices, 10^6 edges, 10^6 starts",
        generate: |r| {
            let n = 100_000u64;
            let edges: Vec<(u64, u64)> = (0..1_000_000)
                .map(|_| (r.between(1, n / 2), r.between(n / 2 + 1, n)))
                .collect();
            graph_input(r, n, edges, 1_000_000)
        },
    },
    Case {
        name: "geography_general",
        problem: "geography",
        about: "a random graph with odd cycles, 2000 vertices, 10^5 edges, 2000 starts",
        generate: |r| {
            let n = 2000u64;
            let edges: Vec<(u64, u64)> = (0..100_000)
                .map(|_| (r.between(1, n), r.between(1, n)))
                .collect();
            graph_input(r, n, edges, 2000)
        },
    },
    Case {
        name: "geography_sparse",
        problem: "geography",
        about: "a random graph with odd cycles, 10^5 vertices, 1.5·10^5 edges, 10^5 starts",
        generate: |r| {
            let n = 100_000u64;
            let edges: Vec<(u64, u64)> = (0..150_000)
                .map(|_| (r.between(1, n), r.between(1, n)))
                .collect();
            graph_input(r, n, edges, 100_000)
        },
    },
    Case {
        name: "dp_l",
        problem: "dp_l",
        about: "3000 numbers up to 10^9 (the judge's bounds)",
        generate: |r| {
            let a = (0..3000).map(|_| r.between(1, 1_000_000_000));
            (format!("3000\n{}", line(a)), 3000 * 3000 / 2)
        },
    },
    Case {
        name: "dp_l_max",
        problem: "dp_l",
        about: "10^4 numbers up to 10^12",
        generate: |r| {
            let a = (0..10_000).map(|_| r.between(1, 1_000_000_000_000));
            (format!("10000\n{}", line(a)), 10_000 * 10_000 / 2)
        },
    },
    Case {
        name: "abc201d",
        problem: "abc201d",
        about: "a random 2000 x 2000 grid (the judge's bound)",
        generate: |r| {
            let mut text = String::from("2000 2000\n");
            for _ in 0..2000 {
                text.push_str(&pick(r, b"+-", 2000));
                text.push('\n');
            }
            (text, 4_000_000)
        },
    },
    Case {
        name: "abc229h",
        problem: "abc229h",
        about: "a random 8 x 8 board (the judge's bound; every column's value from the rules)",
        generate: |r| {
            let mut text = String::from("8\n");
            for _ in 0..8 {
                text.extend((0..8).map(|_| char::from(b".WB"[r.below(3) as usize])));
                text.push('\n');
            }
            (text, 6561)
        },
    },
    Case {
        name: "partizan",
        problem: "partizan",
        about: "3000 sums of 3 components: stalks of 62, 4 x 4 boards, strips of 12, cakes to 64",
        generate: |r| {
            let mut text = String::from("3000\n");
            for _ in 0..3000 {
                let parts: Vec<String> = (0..3)
                    .map(|_| match r.below(4) {
                        0 => format!("hackenbush:{}", pick(r, b"BR", 62)),
                        1 => {
                            let rows: Vec<String> = (0..4).map(|_| pick(r, b"...#", 4)).collect();
                            format!("domineering:{}", rows.join("/"))
                        }
                        2 => format!("toads:{}", pick(r, b"TF...", 12)),
                        _ => format!("cutcake:{}x{}", r.between(1, 64), r.between(1, 64)),
                    })
                    .collect();
                text.push_str(&parts.join(" "));
                text.push('\n');
            }
            (text, 9000)
        },
    },
    Case {
        name: "partizan_stalks",
        problem: "partizan",
        about: "10^5 sums of 1 to 4 Hackenbush stalks of 1 to 62 edges (numbers only)",
        generate: |r| {
            let mut text = String::from("100000\n");
            for _ in 0..100_000 {
                let count = r.between(1, 4);
                let parts: Vec<String> = (0..count).map(|_| random_stalk(r)).collect();
                text.push_str(&parts.join(" "));
                text.push('\n');
            }
            (text, 100_000)
        },
    },
    Case {
        name: "partizan_line",
        problem: "partizan",
        about: "one sum of 10^5 Hackenbush stalks of 1 to 62 edges",
        generate: |r| {
            let parts: Vec<String> = (0..100_000).map(|_| random_stalk(r)).collect();
            (format!("1\n{}\n", parts.join(" ")), 100_000)
        },
    },
    Case {
        name: "partizan_mixed",
        problem: "partizan",
        about: "10^5 sums of 1 to 4 components: stalks to 62, boards to 4 x 4, strips to 12, cakes",
        generate: |r| {
            let mut text = String::from("100000\n");
            for _ in 0..100_000 {
                let count = r.between(1, 4);
                let parts: Vec<String> = (0..count)
                    .map(|_| match r.below(4) {
                        0 => random_stalk(r),
                        1 => {
                            let (h, w) = (r.between(1, 4), r.between(1, 4));
                            let rows: Vec<String> = (0..h).map(|_| pick(r, b"...#", w)).collect();
                            format!("domineering:{}", rows.join("/"))
                        }
                        2 => {
                            let len = r.between(1, 12);
                            format!("toads:{}", pick(r, b"TF..", len))
                        }
                        _ => format!("cutcake:{}x{}", r.between(1, 64), r.between(1, 64)),
                    })
                    .collect();
                text.push_str(&parts.join(" "));
                text.push('\n');
            }
            (text, 100_000)
        },
    },
    Case {
        name: "abc354e",
        problem: "abc354e",
        about: "18 cards with numbers 1 to 3 on each side (the judge's N, many pairs)",
        generate: |r| {
            let mut text = String::from("18\n");
            for _ in 0..18 {
                text.push_str(&line([r.between(1, 3), r.between(1, 3)].into_iter()));
            }
            (text, 1 << 18)
        },
    },
    Case {
        name: "abc380f",
        problem: "abc380f",
        about: "4 + 4 + 4 cards numbered up to 10^9 (the judge's bounds)",
        generate: |r| {
            let mut text = String::from("4 4 4\n");
            for _ in 0..3 {
                text.push_str(&line((0..4).map(|_| r.between(1, 1_000_000_000))));
            }
            (text, 2 * 531_441)
        },
    },
    Case {
        name: "abc255g",
        problem: "abc255g",
        about: "2·10^5 piles and 2·10^5 forbidden moves, sizes to 10^18 (the judge's bounds)",
        generate: |r| {
            let big = 1_000_000_000_000_000_000;
            let piles = (0..200_000).map(|_| r.between(1, big));
            let mut text = format!("200000 200000\n{}", line(piles));
            for _ in 0..200_000 {
                // Many moves forbidden at few sizes, so values repeat.
                let x = r.between(1, 1000) * (big / 1000);
                text.push_str(&line([x, r.between(1, x.min(1_000_000))].into_iter()));
            }
            (text, 400_000)
        },
    },
    Case {
        name: "abc297g",
        problem: "abc297g",
        about: "2·10^5 piles, L and R up to 10^9 (the judge's bounds)",
        generate: |r| {
            let l = r.between(1, 1_000_000_000);
            let head = line([200_000, l, r.between(l, 1_000_000_000)].into_iter());
            let piles = (0..200_000).map(|_| r.between(1, 1_000_000_000));
            (format!("{head}{}", line(piles)), 200_000)
        },
    },
    Case {
        name: "abc368f",
        problem: "abc368f",
        about: "10^5 numbers up to 10^5 (the judge's bounds)",
        generate: |r| {
            let numbers = (0..100_000).map(|_| r.between(2, 100_000));
            (format!("100000\n{}", line(numbers)), 100_000)
        },
    },
    Case {
        name: "kayles_misere",
        problem: "octal_game_misere",
        about: "10^5 cases of misere Kayles (0.77), 1 to 100 heaps of 1 to 12 each",
        generate: |r| {
            let (mut text, mut heaps) = (String::new(), 0);
            for _ in 0..100_000 {
                let n = r.between(1, 100);
                heaps += n;
                text.push_str(&format!("0.77\n{n}\n"));
                text.push_str(&line((0..n).map(|_| r.between(1, 12))));
            }
            (text, heaps)
        },
    },
    Case {
        name: "kayles_misere_huge",
        problem: "octal_game_misere",
        about: "10^5 cases of misere Kayles, 1 to 4 heaps each up to 10^18 (through the period)",
        generate: |r| {
            let (mut text, mut heaps) = (String::new(), 0);
            for _ in 0..100_000 {
                let n = r.between(1, 4);
                heaps += n;
                text.push_str(&format!("0.77\n{n}\n"));
                text.push_str(&line((0..n).map(|_| match r.between(0, 2) {
                    0 => r.between(0, 300),
                    1 => r.between(1, 1_000_000_000_000_000_000),
                    _ => 1_000_000_000_000_000_000 - r.between(0, 99),
                })));
            }
            (text, heaps)
        },
    },
    Case {
        name: "dawson_misere",
        problem: "octal_game_misere",
        about: "misere Dawson's Kayles (0.07) on heaps 33 and 32: the quotient of 638 elements",
        generate: |_| ("0.07\n2\n33 32\n".to_string(), 2),
    },
    Case {
        name: "abc368f_wide",
        problem: "abc368f",
        about: "10^6 numbers up to 10^7",
        generate: |r| {
            let numbers = (0..1_000_000).map(|_| r.between(2, 10_000_000));
            (format!("1000000\n{}", line(numbers)), 1_000_000)
        },
    },
    Case {
        name: "guess_terms",
        problem: "guess",
        about: "grundy guess on 10^6 terms of HDU 5795's table (arithmetic-periodic)",
        generate: |_| {
            let terms = (0..1_000_000u64).map(grundy::games::split_three::sg);
            (format!("1 1000000\n{}", line(terms)), 1_000_000)
        },
    },
    Case {
        name: "guess_grid",
        problem: "guess",
        about: "grundy guess --grid on 1000 x 1000 cells of E&D's table (a bit formula)",
        generate: |_| {
            let mut text = String::from("1000 1000\n");
            for a in 1..=1000u64 {
                let row = (1..=1000u64).map(|b| u64::from(grundy::games::pair_split::sg(a, b)));
                text.push_str(&line(row));
            }
            (text, 1_000_000)
        },
    },
    Case {
        name: "saltus_0_28",
        problem: "saltus",
        about: "grundy hex 0.28's arithmetic period proved (period 53, saltus 16)",
        generate: |_| ("0.28\n".to_string(), 1),
    },
    Case {
        name: "saltus_0_9c",
        problem: "saltus",
        about: "grundy hex 0.9C's arithmetic period proved (period 36, saltus 16 from 28)",
        generate: |_| ("0.9C\n".to_string(), 1),
    },
    Case {
        name: "bitwise_xor_convolution",
        problem: "bitwise_xor_convolution",
        about: "N = 20: 2^20 values a_i and b_i below 998244353 (the judge's bounds)",
        generate: |r| {
            let mut text = String::from("20\n");
            for _ in 0..2 {
                text.push_str(&line((0..1u64 << 20).map(|_| r.between(0, 998_244_352))));
            }
            (text, 1 << 21)
        },
    },
    Case {
        name: "abc212h",
        problem: "abc212h",
        about: "N = 2·10^5, 65535 sizes (the judge's bounds)",
        generate: |_| {
            let sizes = 1..=65_535u64;
            (format!("200000 65535\n{}", line(sizes)), 65_535)
        },
    },
    Case {
        name: "abc278g",
        problem: "abc278g",
        about: "N = 2000, L = R = 3 (the table of one size), a random judge's transcript",
        generate: |r| card_row_transcript(r, 2000, 3, 3),
    },
    Case {
        name: "abc278g_mirror",
        problem: "abc278g",
        about: "N = 2000, 1 <= y <= 2000 (the mirror strategy), a random judge's transcript",
        generate: |r| card_row_transcript(r, 2000, 1, 2000),
    },
    Case {
        name: "luogu_p4301",
        problem: "luogu_p4301",
        about: "10^6 piles up to 10^12 (the statement's: 100 up to 10^9)",
        generate: |r| {
            let piles = (0..1_000_000).map(|_| r.between(1, 1_000_000_000_000));
            (format!("1000000\n{}", line(piles)), 1_000_000)
        },
    },
    Case {
        name: "luogu_p4301_judge",
        problem: "luogu_p4301",
        about: "100 piles up to 10^9 (the statement's bounds)",
        generate: |r| {
            let piles = (0..100).map(|_| r.between(1, 1_000_000_000));
            (format!("100\n{}", line(piles)), 100)
        },
    },
    Case {
        name: "luogu_p5675",
        problem: "luogu_p5675",
        about: "10^5 piles up to 10^18 (the statement's: 200 up to 200)",
        generate: |r| {
            let piles = (0..100_000).map(|_| r.between(1, 1_000_000_000_000_000_000));
            (format!("100000\n{}", line(piles)), 100_000)
        },
    },
    Case {
        name: "luogu_p5675_judge",
        problem: "luogu_p5675",
        about: "200 piles up to 200 (the statement's bounds)",
        generate: |r| {
            let piles = (0..200).map(|_| r.between(1, 200));
            (format!("200\n{}", line(piles)), 200)
        },
    },
    Case {
        name: "luogu_p2490",
        problem: "luogu_p2490",
        about: "n = 10^4, k = 100, d = 1 (the statement's bounds, the most terms)",
        generate: |_| ("10000 100 1\n".to_string(), 10_000),
    },
    Case {
        name: "luogu_p2490_8000",
        problem: "luogu_p2490",
        about: "n = 8000, k = 100, d = 1 (heaps below 2^13: where a published solution that stops at 2^11 agrees)",
        generate: |_| ("8000 100 1\n".to_string(), 8000),
    },
    Case {
        name: "luogu_p2490_wide",
        problem: "luogu_p2490",
        about: "n = 10^6, k = 100, d = 1 (past the statement's n <= 10^4)",
        generate: |_| ("1000000 100 1\n".to_string(), 1_000_000),
    },
    Case {
        name: "luogu_p5363",
        problem: "luogu_p5363",
        about: "n = 150000, m = 50 (the statement's bounds)",
        generate: |_| ("150000 50\n".to_string(), 150_000),
    },
    Case {
        name: "luogu_p5363_wide",
        problem: "luogu_p5363",
        about: "n = 10^6, m = 49 (past the statement's n <= 150000)",
        generate: |_| ("1000000 49\n".to_string(), 1_000_000),
    },
    Case {
        name: "abc317f",
        problem: "abc317f",
        about: "N near 10^18, A = 10, 10, 10 (the most states)",
        generate: |r| {
            let n = r.between(900_000_000_000_000_000, 1_000_000_000_000_000_000);
            (format!("{n} 10 10 10\n"), 60)
        },
    },
    Case {
        name: "cf2027e2",
        problem: "cf2027e2",
        about: "one case of 10^4 piles, a_i and b_i below 2^30 (the judge's bounds)",
        generate: |r| bit_piles(r, 10_000, (1 << 30) - 1),
    },
    Case {
        name: "cf2027e2_max",
        problem: "cf2027e2",
        about: "one case of 10^6 piles, a_i and b_i up to 10^18 (past the judge's bounds: ours)",
        generate: |r| bit_piles(r, 1_000_000, 1_000_000_000_000_000_000),
    },
    Case {
        name: "cf2027e2_cases",
        problem: "cf2027e2",
        about: "1000 cases of 10 piles below 2^30 (the judge's bounds)",
        generate: |r| {
            let mut text = String::from("1000\n");
            for _ in 0..1000 {
                text.push_str("10\n");
                text.push_str(&line((0..10).map(|_| r.between(1, (1 << 30) - 1))));
                text.push_str(&line((0..10).map(|_| r.between(1, (1 << 30) - 1))));
            }
            (text, 10_000)
        },
    },
    Case {
        name: "abc261h",
        problem: "abc261h",
        about: "N = M = 2·10^5, random edges of weight up to 10^9 (the judge's bounds)",
        generate: |r| weighted_graph(r, 200_000, 200_000),
    },
    Case {
        name: "abc261h_max",
        problem: "abc261h",
        about: "N = M = 10^6, random edges of weight up to 10^9 (past the judge's bounds: ours)",
        generate: |r| weighted_graph(r, 1_000_000, 1_000_000),
    },
    Case {
        name: "luogu_p6560",
        problem: "luogu_p6560",
        about: "n = 10^5, m = 5·10^5, 500 rounds (the statement's bounds)",
        generate: |r| rounds_on_a_graph(r, 100_000, 500_000, 500),
    },
    Case {
        name: "luogu_p6560_max",
        problem: "luogu_p6560",
        about: "n = m = 10^6, 500 rounds (past the statement's bounds: ours)",
        generate: |r| rounds_on_a_graph(r, 1_000_000, 1_000_000, 500),
    },
    Case {
        name: "agc017d",
        problem: "agc017d",
        about: "a random tree of 10^5 vertices (the judge's bound)",
        generate: |r| (format!("100000\n{}", tree_lines(r, 100_000, 1)), 100_000),
    },
    Case {
        name: "agc017d_path",
        problem: "agc017d",
        about: "a path of 10^6 vertices from vertex 1 (past the judge's 10^5: ours)",
        generate: |_| path_from_vertex_1(""),
    },
    Case {
        name: "luogu_p3480",
        problem: "luogu_p3480",
        about: "10 rows of 1000 piles, each 0 to 5 above the one before (the statement's u and n; more pebbles than its 10^4)",
        generate: |r| pebble_rows(r, 10, 1000, 10),
    },
    Case {
        name: "luogu_p3480_max",
        problem: "luogu_p3480",
        about: "one row of 10^6 piles up to 10^18 (past the statement's bounds: ours)",
        generate: |r| pebble_rows(r, 1, 1_000_000, 1_000_000_000_000),
    },
    Case {
        name: "arc168b",
        problem: "arc168b",
        about: "250000 heaps up to 10^9 whose xor is 0 (the judge's bounds)",
        generate: |r| heaps_with_xor_zero(r, 250_000, 1_000_000_000),
    },
    Case {
        name: "arc168b_max",
        problem: "arc168b",
        about: "10^6 heaps up to 10^18 whose xor is 0 (past the judge's bounds: ours)",
        generate: |r| heaps_with_xor_zero(r, 1_000_000, 1_000_000_000_000_000_000),
    },
    Case {
        name: "luogu_p3185",
        problem: "luogu_p3185",
        about: "1000 games of 100 bottles of up to 10^4 beans (past the statement's 10 of 21: ours)",
        generate: |r| {
            let mut text = String::from("1000\n");
            for _ in 0..1000 {
                let beans = (0..100).map(|_| r.below(10_001));
                text.push_str(&format!("100\n{}", line(beans)));
            }
            (text, 100_000)
        },
    },
    Case {
        name: "luogu_p3185_judge",
        problem: "luogu_p3185",
        about: "10 games of 21 bottles of up to 10^4 beans (the statement's bounds)",
        generate: |r| {
            let mut text = String::from("10\n");
            for _ in 0..10 {
                let beans = (0..21).map(|_| r.below(10_001));
                text.push_str(&format!("21\n{}", line(beans)));
            }
            (text, 210)
        },
    },
    Case {
        name: "agc010f",
        problem: "agc010f",
        about: "a random tree of 3000 vertices holding up to 10^9 stones (the judge's bounds)",
        generate: |r| stone_tree(r, 3000, 1_000_000_000),
    },
    Case {
        name: "agc010f_path",
        problem: "agc010f",
        about: "a path of 3000 vertices holding 1, 2, …, 3000 stones (the judge's bounds; a search from every vertex walks the whole path)",
        generate: |_| {
            let stones = line(1..=3000);
            let edges: String = (1..3000u64).map(|v| line([v, v + 1].into_iter())).collect();
            (format!("3000\n{stones}{edges}"), 3000)
        },
    },
    Case {
        name: "agc010f_max",
        problem: "agc010f",
        about: "a random tree of 10^6 vertices holding up to 10^18 stones (past the judge's bounds: ours)",
        generate: |r| stone_tree(r, 1_000_000, 1_000_000_000_000_000_000),
    },
    Case {
        name: "cf1451f",
        problem: "cf1451f",
        about: "10 matrices of 100 × 100 values up to 10^6, half with every anti-diagonal's xor 0 (the judge's bounds)",
        generate: |r| nullify_matrices(r, 10, 100, 1_000_000),
    },
    Case {
        name: "cf1451f_max",
        problem: "cf1451f",
        about: "2 matrices of 1000 × 1000 values up to 10^18, one with every anti-diagonal's xor 0 (past the judge's bounds: ours)",
        generate: |r| nullify_matrices(r, 2, 1000, 1_000_000_000_000_000_000),
    },
    Case {
        name: "cf494e",
        problem: "cf494e",
        about: "5·10^4 rectangles on a board of side 10^9, k = 2^28, lost: every parity counts (the judge's bounds)",
        generate: |r| sharti_board(r, 1_000_000_000, 28, 50_000),
    },
    Case {
        name: "cf494e_max",
        problem: "cf494e",
        about: "10^5 rectangles on a board of side 10^18, k = 2^58, lost (past the judge's bounds: ours)",
        generate: |r| sharti_board(r, 1_000_000_000_000_000_000, 58, 100_000),
    },
    Case {
        name: "luogu_p4101",
        problem: "luogu_p4101",
        about: "100 random games, n and m up to 10^9 (the judge's bounds)",
        generate: |r| merge_games(r, 100, 1_000_000_000),
    },
    Case {
        name: "luogu_p4101_max",
        problem: "luogu_p4101",
        about: "10^6 random games, n and m up to 10^18 (past the judge's bounds: ours)",
        generate: |r| merge_games(r, 1_000_000, 1_000_000_000_000_000_000),
    },
    Case {
        name: "luogu_p4617",
        problem: "luogu_p4617",
        about: "5000 peaks and valleys, 5000 random cableways (the judge's bounds)",
        generate: |r| cableways(r, 5000, 5000),
    },
    Case {
        name: "luogu_p4617_max",
        problem: "luogu_p4617",
        about: "10^5 peaks and valleys, 10^6 random cableways (past the judge's bounds: ours)",
        generate: |r| cableways(r, 100_000, 1_000_000),
    },
    Case {
        name: "luogu_p2599",
        problem: "luogu_p2599",
        about: "10 rows of 1000 piles up to 10^9, every other one lost (the judge's bounds)",
        generate: |r| end_rows(r, 10, 1000, 1_000_000_000),
    },
    Case {
        name: "luogu_p2599_max",
        problem: "luogu_p2599",
        about: "4 rows of 5000 piles up to 10^18, every other one lost (past the judge's bounds: ours)",
        generate: |r| end_rows(r, 4, 5000, 1_000_000_000_000_000_000),
    },
    Case {
        name: "cf1704f",
        problem: "cf1704f",
        about: "10^4 rows of 50 cells, as many red as blue (the judge's bounds: 5·10^5 cells)",
        generate: |r| colour_rows(r, 10_000, 50, 0),
    },
    Case {
        name: "cf1704f_long",
        problem: "cf1704f",
        about: "one row of 5·10^5 cells, as many red as blue, alternating but for one cell in 100 (the judge's bounds)",
        generate: |r| colour_rows(r, 1, 500_000, 100),
    },
    Case {
        name: "cf1704f_max",
        problem: "cf1704f",
        about: "one row of 10^7 cells, as many red as blue (past the judge's bounds: ours)",
        generate: |r| colour_rows(r, 1, 10_000_000, 0),
    },
    Case {
        name: "agc002e",
        problem: "agc002e",
        about: "10^5 random piles up to 10^9 (the judge's bounds)",
        generate: |r| {
            let piles = (0..100_000).map(|_| r.between(1, 1_000_000_000));
            (format!("100000\n{}", line(piles)), 100_000)
        },
    },
    Case {
        name: "agc002e_max",
        problem: "agc002e",
        about: "10^6 random piles up to 10^18 (past the judge's bounds: ours)",
        generate: |r| {
            let piles = (0..1_000_000).map(|_| r.between(1, 1_000_000_000_000_000_000));
            (format!("1000000\n{}", line(piles)), 1_000_000)
        },
    },
    Case {
        name: "luogu_p4136",
        problem: "luogu_p4136",
        about: "10^5 random sides up to 10^4 (the statement's bound), then 0",
        generate: |r| {
            let mut text = String::new();
            for _ in 0..100_000 {
                writeln!(text, "{}", r.between(1, 10_000)).expect("writing to a String");
            }
            text.push_str("0\n");
            (text, 100_000)
        },
    },
    Case {
        name: "luogu_p2594",
        problem: "luogu_p2594",
        about: "50 random 100 x 100 boards, a tenth of the coins T (the statement's bounds)",
        generate: |r| coin_boards(r, 50, 100),
    },
    Case {
        name: "luogu_p2594_max",
        problem: "luogu_p2594",
        about: "10 random 1000 x 1000 boards (past the statement's 100 x 100: ours)",
        generate: |r| coin_boards(r, 10, 1000),
    },
    Case {
        name: "spoj_cot3",
        problem: "spoj_cot3",
        about: "a random tree of 10^5 vertices, a tenth of them black (the statement's bound)",
        generate: |r| path_game_tree(r, 100_000, 10),
    },
    Case {
        name: "spoj_cot3_comb",
        problem: "spoj_cot3",
        about: "a comb of 10^5 white vertices: a path with a leaf on each (the most sets alive)",
        generate: |_| {
            let n = 100_000u64;
            let mut text = format!("{n}\n{}\n", vec!["0"; n as usize].join(" "));
            for v in 2..=n {
                let p = if v % 2 == 0 { v.saturating_sub(2).max(1) } else { v - 1 };
                writeln!(text, "{p} {v}").expect("writing to a String");
            }
            (text, n)
        },
    },
    Case {
        name: "hdu5795",
        problem: "hdu5795",
        about: "10 cases of 10^5 heaps up to 10^9",
        generate: |r| {
            let mut text = String::from("10\n");
            for _ in 0..10 {
                let heaps = (0..100_000).map(|_| r.between(1, 1_000_000_000));
                text.push_str(&format!("100000\n{}", line(heaps)));
            }
            (text, 1_000_000)
        },
    },
    Case {
        name: "cf2004e",
        problem: "cf2004e",
        about: "3·10^5 piles up to 10^7 in 10 cases (the judge's bounds)",
        generate: |r| {
            let mut text = String::from("10\n");
            for _ in 0..10 {
                let piles = (0..30_000).map(|_| r.between(1, 10_000_000));
                text.push_str(&format!("30000\n{}", line(piles)));
            }
            (text, 300_000)
        },
    },
    Case {
        name: "abc206f",
        problem: "abc206f",
        about: "20 cases of 100 intervals in 1..=100 (the judge's bounds)",
        generate: |r| {
            let mut text = String::from("20\n");
            for _ in 0..20 {
                text.push_str("100\n");
                for _ in 0..100 {
                    let l = r.between(1, 99);
                    text.push_str(&line([l, r.between(l + 1, 100)].into_iter()));
                }
            }
            (text, 2_000)
        },
    },
    Case {
        name: "luogu_p2148",
        problem: "luogu_p2148",
        about: "20 cases of 2·10^4 piles up to 2·10^9 (the judge's bounds)",
        generate: |r| {
            let mut text = String::from("20\n");
            for _ in 0..20 {
                let piles = (0..20_000).map(|_| r.between(1, 2_000_000_000));
                text.push_str(&format!("20000\n{}", line(piles)));
            }
            (text, 400_000)
        },
    },
    Case {
        name: "arc091f",
        problem: "arc091f",
        about: "200 piles near 10^9, K_i from 10^4 to 4·10^4 (the judge's bounds, the slowest K)",
        generate: |r| {
            let mut text = String::from("200\n");
            for _ in 0..200 {
                let k = r.between(10_000, 40_000);
                text.push_str(&line(
                    [r.between(900_000_000, 1_000_000_000), k].into_iter(),
                ));
            }
            (text, 200)
        },
    },
];

/// `len` letters drawn from `alphabet`.
pub(crate) fn pick(r: &mut Rng, alphabet: &[u8], len: u64) -> String {
    (0..len)
        .map(|_| char::from(alphabet[r.below(alphabet.len() as u64) as usize]))
        .collect()
}

/// A Hackenbush stalk of 1 to 62 random edges, as a `partizan` component.
pub(crate) fn random_stalk(r: &mut Rng) -> String {
    let len = r.between(1, 62);
    format!("hackenbush:{}", pick(r, b"BR", len))
}

/// A random `side × side` maze of `.` with one cell in 5 a wall `#`.
pub(crate) fn maze(r: &mut Rng, side: u64) -> (String, u64) {
    let mut text = format!("{side} {side}\n");
    for _ in 0..side {
        text.push_str(&pick(r, b"....#", side));
        text.push('\n');
    }
    (text, side * side)
}

/// A graph input: `n m`, the edges, then `starts` random start vertices.
pub(crate) fn graph_input(
    r: &mut Rng,
    n: u64,
    edges: Vec<(u64, u64)>,
    starts: u64,
) -> (String, u64) {
    let mut text = format!("{n} {}\n", edges.len());
    for (u, v) in &edges {
        writeln!(text, "{u} {v}").expect("writing to a String");
    }
    writeln!(text, "{starts}").expect("writing to a String");
    text.push_str(&line((0..starts).map(|_| r.between(1, n))));
    (text, edges.len() as u64 + starts)
}

/// A `side × side` board for `luogu_p1971` where every cell is playable (white pieces at odd
/// distance from the empty top left corner, black at even), and the longest record: the
/// empty cell snakes along each row in turn, `side² / 2 - 1` moves each (799 on 40 × 40).
/// The walk is legal whoever moves: its `i`-th cell is at distance parity `i`.
pub(crate) fn sliding_record(side: usize) -> (String, u64) {
    let mut text = format!("{side} {side}\n");
    for r in 0..side {
        text.extend((0..side).map(|c| match (r + c, r + c) {
            (0, _) => '.',
            (d, _) if d % 2 == 1 => 'O',
            _ => 'X',
        }));
        text.push('\n');
    }
    let snake: Vec<(usize, usize)> = (0..side)
        .flat_map(|r| (0..side).map(move |i| (r, if r % 2 == 0 { i } else { side - 1 - i })))
        .skip(1)
        .collect();
    let pairs = snake.len() / 2;
    writeln!(text, "{pairs}").expect("writing to a String");
    for &(r, c) in &snake[..2 * pairs] {
        writeln!(text, "{} {}", r + 1, c + 1).expect("writing to a String");
    }
    (text, 2 * pairs as u64)
}

/// `numbers` joined by spaces, then a newline.
/// Codeforces 2027 E2's input: one case of `n` piles, each `a_i` and `b_i` in `1..=most`.
fn bit_piles(r: &mut Rng, n: u64, most: u64) -> (String, u64) {
    let mut text = format!("1\n{n}\n");
    text.push_str(&line((0..n).map(|_| r.between(1, most))));
    text.push_str(&line((0..n).map(|_| r.between(1, most))));
    (text, n)
}

/// ABC261 Ex's input: `n` vertices, `m` random edges of weight up to 10^9, a random start.
fn weighted_graph(r: &mut Rng, n: u64, m: u64) -> (String, u64) {
    let mut text = format!("{n} {m} {}\n", r.between(1, n));
    for _ in 0..m {
        let (a, b) = (r.between(1, n), r.between(1, n));
        let c = r.between(0, 1_000_000_000);
        writeln!(text, "{a} {b} {c}").expect("writing to a String");
    }
    (text, m)
}

/// Luogu P6560's input: `n` vertices, `m` random edges, `q` rounds between two different
/// random vertices.
/// `n`, the colours of `n` vertices (one in `black_one_in` black), and a random tree on them.
fn path_game_tree(r: &mut Rng, n: u64, black_one_in: u64) -> (String, u64) {
    let colours: Vec<&str> = (0..n)
        .map(|_| if r.below(black_one_in) == 0 { "1" } else { "0" })
        .collect();
    let text = format!("{n}\n{}\n{}", colours.join(" "), tree_lines(r, n, 1));
    (text, n)
}

/// `head`, then a path of 10^6 vertices from vertex 1: `1000000` and the edges `v v+1`.
fn path_from_vertex_1(head: &str) -> (String, u64) {
    let mut text = format!("{head}1000000\n");
    for v in 1..1_000_000u64 {
        text.push_str(&line([v, v + 1].into_iter()));
    }
    (text, 1_000_000)
}

/// Codeforces 1704 F's input: `t` rows of `n` cells (`n` even), as many `R` as `B`: shuffled
/// when `repeat` is 0, else alternating with one cell in `repeat` (on average) repeating its
/// neighbour, then the counts evened by recolouring cells of the larger colour at random.
fn colour_rows(r: &mut Rng, t: u64, n: usize, repeat: u64) -> (String, u64) {
    let mut text = format!("{t}\n");
    for _ in 0..t {
        let mut row: Vec<u8> = Vec::with_capacity(n);
        if repeat == 0 {
            row.extend((0..n).map(|i| if i < n / 2 { b'R' } else { b'B' }));
            for i in (1..n).rev() {
                row.swap(i, r.below(i as u64 + 1) as usize);
            }
        } else {
            let mut c = b'R';
            for _ in 0..n {
                row.push(c);
                if r.below(repeat) != 0 {
                    c = if c == b'R' { b'B' } else { b'R' };
                }
            }
            let red = row.iter().filter(|&&c| c == b'R').count();
            let (from, to, mut excess) = if 2 * red > n {
                (b'R', b'B', red - n / 2)
            } else {
                (b'B', b'R', n / 2 - red)
            };
            while excess > 0 {
                let i = r.below(n as u64) as usize;
                if row[i] == from {
                    row[i] = to;
                    excess -= 1;
                }
            }
        }
        text.push_str(&format!("{n}\n{}\n", String::from_utf8_lossy(&row)));
    }
    (text, t * n as u64)
}

/// Codeforces 1451 F's input: `t` matrices `side × side` of values in `0..=most`, every
/// other one with each anti-diagonal's xor made 0 by its last cell (a losing matrix).
fn nullify_matrices(r: &mut Rng, t: u64, side: usize, most: u64) -> (String, u64) {
    let mut text = format!("{t}\n");
    for case in 0..t {
        // A losing matrix draws below a power of two, so that the xors fit.
        let top = if case % 2 == 1 {
            1 << (63 - (most + 1).leading_zeros())
        } else {
            most + 1
        };
        let mut a: Vec<u64> = (0..side * side).map(|_| r.below(top)).collect();
        if case % 2 == 1 {
            let mut xors = vec![0u64; 2 * side - 1];
            for (i, &v) in a.iter().enumerate() {
                xors[i / side + i % side] ^= v;
            }
            // The last cell of anti-diagonal d: row min(d, side - 1).
            for (d, &x) in xors.iter().enumerate() {
                let row = d.min(side - 1);
                a[row * side + d - row] ^= x;
            }
        }
        text.push_str(&format!("{side} {side}\n"));
        for row in a.chunks(side) {
            text.push_str(&line(row.iter().copied()));
        }
    }
    (text, t * (side * side) as u64)
}

/// Codeforces 494 E's input, a losing board (no early answer for a solver that stops at the
/// first odd count): `m / 2` random
/// rectangles in the columns `1..=2^t` of a board of side `n` (`2^(t+1) ≤ n`), each again
/// `2^t` columns to the right, and `k = 2^t`. The two halves are disjoint and alike modulo
/// every `2^s` with `s ≤ t`, so each count of cells is even.
fn sharti_board(r: &mut Rng, n: u64, t: u32, m: u64) -> (String, u64) {
    let shift = 1u64 << t;
    let mut text = format!("{n} {m} {shift}\n");
    for _ in 0..m / 2 {
        let (a, c) = (1 + r.below(shift), 1 + r.below(shift));
        let (b, d) = (1 + r.below(n), 1 + r.below(n));
        let (a, b, c, d) = (a.min(c), b.min(d), a.max(c), b.max(d));
        text.push_str(&line([a, b, c, d].into_iter()));
        text.push_str(&line([a + shift, b, c + shift, d].into_iter()));
    }
    (text, m)
}

/// Luogu P4101's input: `t` games `n m`, each in `1..=most`.
fn merge_games(r: &mut Rng, t: u64, most: u64) -> (String, u64) {
    let mut text = format!("{t}\n");
    for _ in 0..t {
        text.push_str(&line([1 + r.below(most), 1 + r.below(most)].into_iter()));
    }
    (text, t)
}

/// Luogu P4617's input: `n` peaks and valleys, `m` random cableways `v d`.
fn cableways(r: &mut Rng, n: u64, m: u64) -> (String, u64) {
    let mut text = format!("{n} {m}\n");
    for _ in 0..m {
        text.push_str(&line([1 + r.below(n), 1 + r.below(n)].into_iter()));
    }
    (text, m)
}

/// Luogu P2599's input: `t` rows of `n` piles in `1..=most`, every other one made lost by
/// its winning move (which may take a whole end pile: that row has `n - 1`).
fn end_rows(r: &mut Rng, t: u64, n: u64, most: u64) -> (String, u64) {
    use grundy::games::end_nim::winning_move;
    let mut text = format!("{t}\n");
    let mut piles = 0;
    for case in 0..t {
        let mut row: Vec<u64> = (0..n).map(|_| 1 + r.below(most)).collect();
        if case % 2 == 1 {
            if let Ok(Some(m)) = winning_move(&row) {
                let end = if m.left { 0 } else { row.len() - 1 };
                if m.to == 0 {
                    row.remove(end);
                } else {
                    row[end] = m.to;
                }
            }
        }
        piles += row.len() as u64;
        text.push_str(&format!("{}\n", row.len()));
        text.push_str(&line(row.iter().copied()));
    }
    (text, piles)
}

/// AGC010 F's input: `n` vertices holding `0..=most` stones each, then a random tree.
fn stone_tree(r: &mut Rng, n: u64, most: u64) -> (String, u64) {
    let stones = line((0..n).map(|_| r.below(most + 1)));
    (format!("{n}\n{stones}{}", tree_lines(r, n, 1)), n)
}

/// `n` heaps in `1..=most`, the last chosen so that the xor of all is 0 (redrawn while it
/// would be out of range): `arc168b`'s hardest inputs, where the answer is a search.
fn heaps_with_xor_zero(r: &mut Rng, n: u64, most: u64) -> (String, u64) {
    let mut heaps: Vec<u64> = (1..n).map(|_| r.between(1, most)).collect();
    loop {
        let last = heaps.iter().fold(0, |x, &h| x ^ h);
        if (1..=most).contains(&last) {
            heaps.push(last);
            break;
        }
        let i = r.below(heaps.len() as u64) as usize;
        heaps[i] = r.between(1, most);
    }
    (format!("{n}\n{}", line(heaps.into_iter())), n)
}

/// `u` rows of `n` nondecreasing piles, each at most `step` above the one before.
fn pebble_rows(r: &mut Rng, u: u64, n: u64, step: u64) -> (String, u64) {
    let mut text = format!("{u}\n");
    for _ in 0..u {
        let mut a = 0u64;
        let piles = (0..n).map(|_| {
            a += r.below(step + 1) / 2;
            a
        });
        text.push_str(&format!("{n}\n{}", line(piles)));
    }
    (text, u * n)
}

/// `t` boards of `side × side` coins, each `T` with probability 1/10, else `H`.
fn coin_boards(r: &mut Rng, t: u64, side: u64) -> (String, u64) {
    let mut text = format!("{t}\n");
    for _ in 0..t {
        writeln!(text, "{side} {side}").expect("writing to a String");
        for _ in 0..side {
            let row: String = (0..side)
                .map(|_| if r.below(10) == 0 { 'T' } else { 'H' })
                .collect();
            text.push_str(&row);
            text.push('\n');
        }
    }
    (text, t * side * side)
}

fn rounds_on_a_graph(r: &mut Rng, n: u64, m: u64, q: u64) -> (String, u64) {
    let mut text = format!("{n} {m} {q}\n");
    for _ in 0..m {
        let (u, v) = (r.between(1, n), r.between(1, n));
        writeln!(text, "{u} {v}").expect("writing to a String");
    }
    for _ in 0..q {
        let x = r.between(1, n);
        let y = loop {
            let y = r.between(1, n);
            if y != x {
                break y;
            }
        };
        writeln!(text, "{x} {y}").expect("writing to a String");
    }
    (text, m + q)
}

pub(crate) fn line(numbers: impl Iterator<Item = u64>) -> String {
    let mut out = String::new();
    for (i, v) in numbers.enumerate() {
        if i > 0 {
            out.push(' ');
        }
        write!(out, "{v}").expect("writing to a String");
    }
    out.push('\n');
    out
}

pub(crate) fn flip_grid_input(rng: &mut Rng, n: u64) -> (String, u64) {
    let mut text = format!("{n}\n100\n");
    for _ in 0..100 {
        let mut cells: Vec<u64> = Vec::with_capacity(100);
        while cells.len() < 100 {
            let x = rng.between(1, n);
            if !cells.contains(&x) {
                cells.push(x);
            }
        }
        text.push_str(&line(std::iter::once(100).chain(cells)));
    }
    (text, 10_000)
}

pub(crate) fn subtraction_input(
    rng: &mut Rng,
    k: usize,
    max_move: u64,
    heap: (u64, u64),
) -> (String, u64) {
    let moves: Vec<u64> = (0..k).map(|_| rng.between(1, max_move)).collect();
    let heaps = (0..1_000_000).map(|_| rng.between(heap.0, heap.1));
    let text = format!("{k}\n{}1000000\n{}", line(moves.into_iter()), line(heaps));
    (text, 1_000_000)
}

/// `T` cases of `n` random piles up to 10^18 each, the T-case format; with `sentinel`, a
/// count per case and a final `0` instead of `T`.
pub(crate) fn cases_input(rng: &mut Rng, t: usize, n: usize, sentinel: bool) -> (String, u64) {
    let mut text = if sentinel {
        String::new()
    } else {
        format!("{t}\n")
    };
    for _ in 0..t {
        let piles = (0..n).map(|_| rng.between(1, 1_000_000_000_000_000_000));
        text.push_str(&format!("{n}\n{}", line(piles)));
    }
    if sentinel {
        text.push_str("0\n");
    }
    (text, (t * n) as u64)
}

pub(crate) fn piles_input(rng: &mut Rng) -> (String, u64) {
    let piles = (0..1_000_000).map(|_| rng.between(1, 1_000_000_000_000_000_000));
    (format!("1000000\n{}", line(piles)), 1_000_000)
}

/// 10^5 games of two random piles up to 1000, the pair game's input.
pub(crate) fn pair_games(r: &mut Rng) -> (String, u64) {
    let mut text = String::from("100000\n");
    for _ in 0..100_000 {
        text.push_str(&line([r.below(1001), r.below(1001)].into_iter()));
    }
    (text, 100_000)
}

/// `loopy`'s input: a random graph of 10^6 vertices and 10^6 edges (loops and repeats as they
/// fall), then `k` tokens on random vertices.
pub(crate) fn loopy_input(r: &mut Rng, k: u64) -> (String, u64) {
    let n = 1_000_000;
    let mut text = String::with_capacity(16 * n as usize);
    text.push_str("1000000 1000000\n");
    for _ in 0..n {
        text.push_str(&line([r.below(n), r.below(n)].into_iter()));
    }
    text.push_str(&format!("{k}\n"));
    text.push_str(&line((0..k).map(|_| r.below(n))));
    (text, n + k)
}

/// 10^6 lines of Wythoff piles up to `max`, a tenth of them cold (so both answers occur: a
/// random pair is almost never cold).
pub(crate) fn wythoff_lines(r: &mut Rng, max: u64) -> (String, u64) {
    let mut text = String::with_capacity(40_000_000);
    for _ in 0..1_000_000 {
        let pair = if r.below(10) == 0 {
            // b_k = ⌊kφ²⌋ < 2.62k: k up to 0.38 max keeps both piles within max.
            let (a, b) = grundy::games::wythoff::cold_position(r.below(max / 100 * 38));
            [a, b]
        } else {
            [r.below(max + 1), r.below(max + 1)]
        };
        text.push_str(&line(pair.into_iter()));
    }
    (text, 1_000_000)
}

/// `n` lines of two numbers in `range`, then `end`.
pub(crate) fn pair_lines(r: &mut Rng, n: usize, range: (u64, u64), end: &str) -> (String, u64) {
    let mut text = String::with_capacity(n * 24);
    for _ in 0..n {
        let pair = [r.between(range.0, range.1), r.between(range.0, range.1)];
        text.push_str(&line(pair.into_iter()));
    }
    text.push_str(end);
    (text, n as u64)
}

/// The edges of a random tree on `n` vertices numbered from `first`, each vertex hanging from
/// one among the 1000 before it, in a random order and either way round.
/// A graph's input, `n m` then its edges numbered from `first`; counted by its edges.
pub(crate) fn graph_text(
    n: u64,
    edges: impl Iterator<Item = (u64, u64)>,
    first: u64,
) -> (String, u64) {
    let mut body = String::new();
    let mut m = 0;
    for (u, v) in edges {
        body.push_str(&line([u + first, v + first].into_iter()));
        m += 1;
    }
    (format!("{n} {m}\n{body}"), m)
}

/// An odd cycle of `k` vertices through the ground (vertex 0) with a stalk of two edges on
/// every other cycle vertex: one class of `k` edges whose winning cut only the chain values
/// find. About `2k` vertices, `2k` edges.
pub(crate) fn stalked_cycle(k: u64, first: u64) -> (String, u64) {
    let mut edges: Vec<(u64, u64)> = (0..k).map(|v| (v, (v + 1) % k)).collect();
    let mut next = k;
    for v in (1..k).step_by(2) {
        edges.push((v, next));
        edges.push((next, next + 1));
        next += 2;
    }
    graph_text(next, edges.into_iter(), first)
}

/// `1`, then a star of 10^6 vertices around vertex 1 (one case of `hdu3094`, one tree of
/// `hdu3590`: the same text).
pub(crate) fn star_of_a_million() -> (String, u64) {
    let edges: String = (2..=1_000_000u64)
        .map(|v| line([1, v].into_iter()))
        .collect();
    (format!("1\n1000000\n{edges}"), 1_000_000)
}

pub(crate) fn tree_lines(r: &mut Rng, n: u64, first: u64) -> String {
    let mut edges: Vec<(u64, u64)> = Vec::with_capacity(n as usize);
    for v in 1..n {
        let p = r.between(v.saturating_sub(1000), v - 1);
        edges.push(if r.below(2) == 0 { (p, v) } else { (v, p) });
    }
    for i in (1..edges.len()).rev() {
        edges.swap(i, r.below(i as u64 + 1) as usize);
    }
    edges
        .iter()
        .map(|&(u, v)| line([u + first, v + first].into_iter()))
        .collect()
}

/// `cases` DAGs of `n` positions, each with up to 3 edges to higher positions, and `queries`
/// queries of 10 chessmen each.
pub(crate) fn dag_input(r: &mut Rng, cases: usize, n: u64, queries: usize) -> (String, u64) {
    let mut text = String::new();
    for _ in 0..cases {
        text.push_str(&format!("{n}\n"));
        for v in 0..n {
            let out: Vec<u64> = (0..3.min(n - 1 - v))
                .map(|_| r.between(v + 1, n - 1))
                .collect();
            text.push_str(&line(std::iter::once(out.len() as u64).chain(out)));
        }
        for _ in 0..queries / cases {
            text.push_str(&line(
                std::iter::once(10).chain((0..10).map(|_| r.below(n))),
            ));
        }
        text.push_str("0\n");
    }
    (text, (cases as u64) * n + queries as u64 * 10)
}

/// `t` cases of `n` distinct lights with coordinates in `1..=most`.
pub(crate) fn lights_input(r: &mut Rng, t: usize, n: usize, most: u64) -> (String, u64) {
    let mut text = format!("{t}\n");
    for _ in 0..t {
        let mut seen = std::collections::HashSet::new();
        text.push_str(&format!("{n}\n"));
        while seen.len() < n {
            let light = (r.between(1, most), r.between(1, most));
            if seen.insert(light) {
                text.push_str(&line([light.0, light.1].into_iter()));
            }
        }
    }
    (text, (t * n) as u64)
}

/// A transcript of a whole game of `abc278g`: `N L R`, then the moves of a judge that plays
/// at random against the strategy, and `0 0` when it cannot move. Counts the judge's lines.
fn card_row_transcript(r: &mut Rng, n: usize, least: usize, most: usize) -> (String, u64) {
    use grundy::games::card_row::CardRow;
    let mut row = CardRow::new(n, least, most).expect("a row of 2000 cards fits");
    let mut text = format!("{n} {least} {most}\n");
    let mut ours = row.first_player_wins();
    let mut lines = 1;
    loop {
        if ours {
            let (x, y) = row.winning_move().expect("the strategy always has a move");
            row.remove(x, y).expect("a legal move");
        } else {
            let runs: Vec<(usize, usize)> = row
                .runs()
                .into_iter()
                .filter(|&(_, len)| len >= least)
                .collect();
            lines += 1;
            if runs.is_empty() {
                text.push_str("0 0\n");
                return (text, lines);
            }
            let (start, len) = runs[r.below(runs.len() as u64) as usize];
            let y = least + r.below((most.min(len) - least + 1) as u64) as usize;
            let x = start + r.below((len - y + 1) as u64) as usize;
            row.remove(x, y).expect("a legal move");
            let _ = writeln!(text, "{x} {y}");
        }
        ours = !ours;
    }
}
