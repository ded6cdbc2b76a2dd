//! The error contract on every solver, through the library: exact messages for each kind of
//! bad input, valid variants that must still answer, a seeded mutation fuzz, and memory that
//! follows the data rather than the claimed counts.

use crate::common;

use common::rng::Rng;
use common::{mutate, problem, ALL};
use grundy::core::scan::InputError;

type Solve = fn(&[u8]) -> Result<String, InputError>;

/// One solver's sample and what each of its tokens is, in order, as error messages name them.
struct Case {
    name: &'static str,
    solve: Solve,
    sample: &'static str,
    answer: &'static str,
    fields: &'static [&'static str],
    /// Token counts after which the input is already complete (besides all of it).
    complete_after: &'static [usize],
    /// Is this a line the problem may answer?
    line_ok: fn(&str) -> bool,
    /// May a valid input have no answer at all (only its sentinel)?
    empty_ok: bool,
    /// Is the first token a count that 10^18 exceeds, and can nothing follow a full input?
    counted: bool,
    /// May another case follow the last one (cases until the end of input, no sentinel)?
    open_ended: bool,
    /// The token that bad tokens replace: the last value unless that is not a number (a word,
    /// a sentinel).
    corrupt: Option<usize>,
}

fn yes_no(line: &str) -> bool {
    line == "Yes" || line == "No"
}

fn number(line: &str) -> bool {
    !line.is_empty() && line.bytes().all(|b| b.is_ascii_digit())
}

const K: &str = "the number of moves k (1..=10^5)";
const MOVE: &str = "a move size (1..=10^6)";
const HEAPS: &str = "the number of heaps n (1..=10^6)";
const HEAP: &str = "a heap size (0..=10^18)";
const FIB: &str = "a pile size (0..=10^7)";
const BOARD: &str = "the board size n (1..=10^12)";
const QUERIES: &str = "the number of queries K (1..=10^5)";
const W0: &str = "the number of white cells w, within 10^6 over all queries (0..=10^6)";
const W1: &str = "the number of white cells w, within 10^6 over all queries (0..=999998)";
const CELL: &str = "a cell (1..=3)";
const PILES: &str = "the number of piles n (1..=10^6)";
const PILE: &str = "a pile size (0..=10^18)";
const T: &str = "the number of cases T (1..=10^6)";
const PILE_END: &str = "a pile size (0..=10^18; 0 0 ends the input)";
const EUCLID: &str = "a positive number (0..=10^18; 0 0 ends the input)";
const GAMES: &str = "the number of games N (1..=10^6)";
const NUMBER_18: &str = "a number (0..=10^18)";
const BOXES: &str = "the number of boxes N (0..=10^6; 0 ends the input)";
const BOX: &str = "a box size s (0..=10^18)";
const IN_BOX_6: &str = "the stones c in the box (0..=6; c <= s)";
const TARGET: &str = "the number n (2..=10^18)";
const SIDE: &str = "a side of the board (0..=10^18; 0 0 ends the input)";
const YEAR: &str = "a year (1900..=2001)";
const MONTH_11: &str = "a month (1..=11)";
const MONTH_12: &str = "a month (1..=12)";
const DAY_30: &str = "a day of that month (1..=30)";
const DAY_31: &str = "a day of that month (1..=31)";
const PEOPLE: &str = "the number of people N (1..=10^6)";
const KING_3: &str = "the king's place k (1..=3; k <= N)";
const KING_2: &str = "the king's place k (1..=2; k <= N)";
const DISTANCE: &str = "a distance below the top (1..=10^18)";
const DISTANCE_2: &str = "a distance below the top (2..=10^18; greater than the one before)";
const DISTANCE_3: &str = "a distance below the top (3..=10^18; greater than the one before)";
const DISTANCE_101: &str = "a distance below the top (101..=10^18; greater than the one before)";
const N0: &str = "the number of piles n (0..=10^6; 0 ends the input)";
const C: &str = "the number of cases C (1..=10^6)";
const STONES: &str = "the number of stones n (0..=10^18)";
const MOST: &str = "the most stones a move takes m (1..=10^18)";
const CARDS: &str = "the number of cards n (0..=10^18)";
const SET: &str = "the size of S k (0..=10^5; 0 ends the input)";
const POSITIONS: &str = "the number of positions m (1..=10^6)";
const L: &str = "the number of heaps l (1..=10^6)";
const HEAP_L: &str = "a heap size (0..=10^18)";
const CHESSMEN: &str = "the number of chessmen N (1..=10^6)";
const CELL_P: &str = "a position (1..=10^18)";
const STRIP: &str = "the number of cells n (1..=20000)";
const FEWEST: &str = "the fewest stones a move takes l (1..=10^18)";
const MOST_R: &str = "the most stones a move takes r, at least l (2..=10^18)";
const CODE: &str =
    "an octal code such as 0.07 (0 or 4 before the point, digits 0-7 after it, at least one move)";
const K3: &str = "the most piles one move takes k, at most n (1..=3)";
const NIMBER: &str = "a number below 2^64 (0..=18446744073709551615)";
const HEADS: &str = "the number of head-up coins n (0..=10^6)";
const COIN: &str = "a coin (0..=10^18)";
const LIGHTS: &str = "the number of lights n (0..=10^6)";
const COORDINATE: &str = "a coordinate (1..=10^18)";
const VERTICES_N: &str = "the number of vertices n (1..=10^6)";
const EDGES_M: &str = "the number of edges m (0..=10^6)";
const VERTEX_0_4: &str = "a vertex (0..=4)";
const VERTICES_BIG_N: &str = "the number of vertices N (1..=10^6)";
const VERTEX_1_3: &str = "a vertex (1..=3)";
const VERTEX_1_9: &str = "a vertex (1..=9)";
const TREES: &str = "the number of trees N (1..=10^6)";
const NODES: &str = "the number of nodes m (1..=10^6)";
const EDGES_K: &str = "the number of edges k (0..=10^6)";
const VERTEX_1_2: &str = "a vertex (1..=2)";
const POSITIONS_N: &str = "the number of positions N (1..=10^6)";
const OUT_X: &str = "the number of out-positions X (0..=10^6)";
const POSITION_0_1: &str = "a position (0..=1)";
const CHESSMEN_M: &str = "the number of chessmen M, 0 to end the case (0..=10^6)";
const VERTEX_0_2: &str = "a vertex (0..=2)";
const TOKENS_K: &str = "the number of tokens k (1..=10^6)";
const WORDS_N: &str = "the number of words N (1..=10^6)";
const WORD_3_8: &str = "a word of 3 to 8 letters a-z, A-Z";
const OBJECTS: &str = "the number of objects n (2..=7000)";
const STEPS_2: &str = "the number of steps k (1..=2)";
const STEP_2: &str = "a step (1..=2)";
const WORDS_16: &str = "the number of words N (1..=16)";
const WORD_1_10: &str = "a word of 1 to 10 letters a-z";
const STONES_2516: &str = "the number of stones n (0..=10^18; 0 ends the input)";
const CASES_3922: &str = "the number of cases t (1..=10^5)";
const STONES_3922: &str = "the number of stones n (2..=10^18)";
const FOLD_3922: &str = "the multiple k (1..=10^18)";
const MAZE_SIDE: &str = "a side of the maze (1..=1000)";
const MAZE_ROW_3: &str = "a row of 3 characters . or #";
const BOARD_SIDE_200: &str = "a side of the board (1..=200)";
const PIECES_ROW_6: &str = "a row of 6 characters O, X or .";
const MOVES_K: &str = "the number of moves k (1..=10^4)";
const ROW_X_1: &str = "a row x (1..=1)";
const COLUMN_Y_6: &str = "a column y (1..=6)";
const VERTICES_G: &str = "the number of vertices n (1..=10^5)";
const EDGES_G: &str = "the number of edges m (0..=10^6)";
const VERTEX_1_4: &str = "a vertex (1..=4)";
const STARTS_Q: &str = "the number of starts q (1..=10^6)";
const DEQUE_N: &str = "the number of numbers N (1..=10^4)";
const NUMBER_A_12: &str = "a number a_i (1..=10^12)";
const GRID_SIDE: &str = "a side of the grid (1..=2000)";
const SIGN_ROW_3: &str = "a row of 3 characters + or -";
const BOARD_8: &str = "the board size N (1..=8)";
const ROW_2: &str = "a row of 2 characters W, B or .";
const SUMS_T: &str = "the number of sums T (1..=10^5)";
const COMPONENT: &str = "a component GAME:POSITION, GAME hackenbush, domineering, toads or cutcake";
const CARDS_18: &str = "the number of cards N (1..=18)";
const CARD_SIDE: &str = "a number on a card (1..=10^9)";
const HAND_N: &str = "the number of Takahashi's cards N (1..=10)";
const HAND_M: &str = "the number of Aoki's cards M (1..=10)";
const TABLE_L: &str = "the number of table cards L (1..=10)";
const CARD: &str = "a card's number (1..=10^9)";
const PILES_BIG_N: &str = "the number of piles N (1..=10^6)";
const FORBIDDEN_M: &str = "the number of forbidden moves M (1..=10^6)";
const PILE_1: &str = "a pile size (1..=10^18)";
const FROM_X: &str = "a pile size X (1..=10^18)";
const TAKE_Y_5: &str = "a number of stones Y, at most X (1..=5)";
const FEWEST_L: &str = "the fewest stones a move takes L (1..=10^18)";
const MOST_R_1: &str = "the most stones a move takes R, at least L (1..=10^18)";
const NUMBERS_N: &str = "the number of numbers N (1..=10^6)";
const NUMBER_A: &str = "a number A_i (2..=10^7)";
const CASES_CF: &str = "the number of test cases t (1..=10^4)";
const PILES_CF: &str = "the number of piles n (1..=10^6)";
const PILE_CF: &str = "a pile size a_i (1..=10^7)";
const CASES_206: &str = "the number of cases T (1..=20)";
const INTERVALS_206: &str = "the number of intervals N (1..=100)";
const LEFT_206: &str = "a left end L_i (1..=999999999)";
const RIGHT_206_2: &str = "a right end R_i (2..=10^9; above L_i)";
const RIGHT_206_6: &str = "a right end R_i (6..=10^9; above L_i)";
const PILES_2148: &str = "the number of piles N (2..=10^6; even)";
const PILE_2148: &str = "a pile size S_i (1..=10^18)";
const PILES_091: &str = "the number of piles N (1..=200)";
const STONES_091: &str = "a pile size A_i (1..=10^9)";
const CONSTANT_091: &str = "a constant K_i (1..=10^9)";
const BITS_XOR: &str = "the number of bits N (0..=20)";
const A_XOR: &str = "a value a_i (0..=998244352)";
const B_XOR: &str = "a value b_i (0..=998244352)";
const HEAPS_212: &str = "the most heaps N (1..=10^18)";
const SIZES_212: &str = "the number of sizes K (1..=65535)";
const SIZE_212: &str = "a heap size A_i (1..=65535)";
const PILES_4301: &str = "the number of piles k (1..=10^6)";
const PILE_4301: &str = "a pile size (1..=10^12)";
const PILES_5675: &str = "the number of piles N (1..=10^5)";
const PILE_5675: &str = "a pile size (1..=10^18)";
const SQUARES_2490: &str = "the board's length n (2..=10^6)";
const PIECES_2490: &str = "the number of pieces k (2..=10)";
const MOVED_2490: &str = "the most pieces a move moves d (1..=4)";
const SQUARES_5363: &str = "the board's length n (1..=10^6)";
const COINS_5363: &str = "the number of coins m (1..=10)";
const N_317: &str = "the largest number N (1..=10^18)";
const A_317: &str = "a factor A_i (1..=10)";
const CASES_2027: &str = "the number of test cases t (1..=10^5)";
const PILES_2027: &str = "the number of piles n (1..=10^6)";
const A_2027: &str = "a value a_i (1..=10^18)";
const B_2027: &str = "a most stones b_i (1..=10^18)";
const VERTICES_261: &str = "the number of vertices N (1..=10^6)";
const EDGES_261: &str = "the number of edges M (0..=10^6)";
const WEIGHT_261: &str = "a weight C_i (0..=10^9)";
const VERTICES_6560: &str = "the number of vertices n (1..=10^6)";
const EDGES_6560: &str = "the number of edges m (0..=10^6)";
const ROUNDS_6560: &str = "the number of rounds q (0..=500)";
const VERTEX_1_5: &str = "a vertex (1..=5)";
const VERTICES_COT3: &str = "the number of vertices N (1..=10^5)";
const COLOUR_COT3: &str = "a colour (0..=1; 0 white, 1 black)";
const SIDE_P4136: &str = "the board's side n (0..=10^18; 0 ends the input)";
const VERTICES_AGC017D: &str = "the number of vertices N (2..=10^6)";
const ARRANGEMENTS: &str = "the number of arrangements u (1..=10^5)";
const PILES_P3480: &str = "the number of piles n (1..=10^6)";
const PEBBLES_0: &str = "a pile, at least the one before it (0..=10^18)";
const PEBBLES_2: &str = "a pile, at least the one before it (2..=10^18)";
const PEBBLES_1: &str = "a pile, at least the one before it (1..=10^18)";
const HEAPS_168: &str = "the number of heaps N (1..=10^6)";
const HEAP_168: &str = "a heap A_i (1..=10^18)";
const GAMES_P3185: &str = "the number of games t (1..=1000)";
const BOTTLES_P3185: &str = "the number of bottles n (1..=100)";
const BEANS_P3185: &str = "a bottle's beans p_i (0..=10^18)";
const STONES_010F: &str = "a number of stones A_i (0..=10^18)";
const CASES_2599: &str = "the number of test cases T (1..=10^5)";
const PILES_2599: &str = "the number of piles n (1..=5000)";
const PILE_2599: &str = "a pile a_i (1..=10^18)";
const SIDE_494: &str = "the board size n (1..=10^18)";
const RECTS_494: &str = "the number of rectangles m (1..=10^5)";
const CORNER_494: &str = "a first row or column a or b (1..=5; at most n)";
const CASES_4101: &str = "the number of games T (1..=10^6)";
const COUNT_4101: &str = "a count n or cap m (1..=10^18)";
const PEAKS_4617: &str = "the number of peaks and of valleys N (1..=10^5)";
const CABLEWAYS_4617: &str = "the number of cableways M (1..=10^6)";
const PEAK_4617: &str = "a peak v (1..=4)";
const VALLEY_4617: &str = "a valley d (1..=4)";
const CASES_1451: &str = "the number of test cases t (1..=10^5)";
const SIDE_1451: &str = "a side n or m (1..=1000)";
const CELL_1451: &str = "a cell a_ij (0..=10^18)";
const CASES_1704: &str = "the number of test cases t (1..=10^5)";
const CELLS_1704: &str = "the number of cells n (2..=10^7)";
const ROW_RB_3: &str = "a row of 3 characters R or B";
const ROW_RB_6: &str = "a row of 6 characters R or B";
const PILES_002: &str = "the number of piles N (1..=10^6)";
const PILE_002: &str = "a pile a_i (1..=10^18)";
const GAMES_P2594: &str = "the number of games T (1..=10^5)";
const SIDE_P2594: &str = "a side n or m (1..=1000)";
const COINS_1: &str = "a row of 1 characters H or T";
const CARDS_278: &str = "the number of cards N (1..=2000)";
const LEAST_278: &str = "the fewest cards a move takes L (1..=6)";
const MOST_278: &str = "the most cards a move takes R (1..=6)";
const A_278: &str = "a judge's first card a (-1..=6)";
const B_278: &str = "a judge's card count b (-1..=6)";

fn first_second_or_move(line: &str) -> bool {
    let numbers: Vec<&str> = line.split(' ').collect();
    line == "First"
        || line == "Second"
        || numbers.len() == 2 && numbers.iter().all(|n| n.parse::<u32>().is_ok())
}

fn cases() -> Vec<Case> {
    let solver = |name: &str| problem(name).solve;
    vec![
        Case {
            name: "subtraction_nim",
            solve: solver("subtraction_nim"),
            sample: "2\n2 5\n3\n2 4 7\n",
            answer: "Yes\n",
            fields: &[K, MOVE, MOVE, HEAPS, HEAP, HEAP, HEAP],
            complete_after: &[],
            line_ok: yes_no,
            empty_ok: false,
            counted: true,
            open_ended: true,
            corrupt: None,
        },
        Case {
            name: "fibonacci_piles",
            solve: solver("fibonacci_piles"),
            sample: "1 1 1\n1 4 1\n0 0 0\n",
            answer: "Fibo\nNacci\n",
            fields: &[FIB; 9],
            complete_after: &[3, 6],
            line_ok: |l| l == "Fibo" || l == "Nacci",
            empty_ok: true,
            counted: false,
            open_ended: false,
            // Not part of the 0 0 0 that ends the input.
            corrupt: Some(5),
        },
        Case {
            name: "flip_grid",
            solve: solver("flip_grid"),
            sample: "3\n2\n2 1 2\n2 2 3\n",
            answer: "Yes\nNo\n",
            fields: &[BOARD, QUERIES, W0, CELL, CELL, W1, CELL, CELL],
            complete_after: &[],
            line_ok: yes_no,
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "split_piles",
            solve: solver("split_piles"),
            sample: "3\n2 2 3\n",
            answer: "Yes\n",
            fields: &[PILES, PILE, PILE, PILE],
            complete_after: &[],
            line_ok: yes_no,
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "ladder_nim",
            solve: solver("ladder_nim"),
            sample: "3\n2 1 3\n",
            answer: "Yes\n",
            fields: &[PILES, PILE, PILE, PILE],
            complete_after: &[],
            line_ok: yes_no,
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "anti_nim",
            solve: solver("anti_nim"),
            sample: "3\n3 5 1\n",
            answer: "Yes\n",
            fields: &[PILES, PILE, PILE, PILE],
            complete_after: &[],
            line_ok: yes_no,
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "hdu3032",
            solve: solver("hdu3032"),
            sample: "2\n3\n2 2 3\n2\n3 3\n",
            answer: "Alice\nBob\n",
            fields: &[T, PILES, PILE, PILE, PILE, PILES, PILE, PILE],
            complete_after: &[],
            line_ok: |l| l == "Alice" || l == "Bob",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "luogu_p4279",
            solve: solver("luogu_p4279"),
            sample: "2\n3\n3 5 1\n1\n1\n",
            answer: "John\nBrother\n",
            fields: &[T, PILES, PILE, PILE, PILE, PILES, PILE],
            complete_after: &[],
            line_ok: |l| l == "John" || l == "Brother",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "luogu_p2197",
            solve: solver("luogu_p2197"),
            sample: "2\n2\n1 1\n2\n1 0\n",
            answer: "No\nYes\n",
            fields: &[T, PILES, PILE, PILE, PILES, PILE, PILE],
            complete_after: &[],
            line_ok: yes_no,
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "poj2975",
            solve: solver("poj2975"),
            sample: "3\n7 11 13\n2\n1000000000 1000000000\n0\n",
            answer: "3\n0\n",
            fields: &[N0, PILE, PILE, PILE, N0, PILE, PILE, N0],
            complete_after: &[],
            line_ok: number,
            empty_ok: true,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "hdu1850",
            solve: solver("hdu1850"),
            sample: "3\n5 7 9\n0\n",
            answer: "1\n",
            fields: &[N0, PILE, PILE, PILE, N0],
            complete_after: &[],
            line_ok: number,
            empty_ok: true,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "hdu1846",
            solve: solver("hdu1846"),
            sample: "2\n23 2\n4 3\n",
            answer: "first\nsecond\n",
            fields: &[C, STONES, MOST, STONES, MOST],
            complete_after: &[],
            line_ok: |l| l == "first" || l == "second",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "hdu1847",
            solve: solver("hdu1847"),
            sample: "1\n3\n",
            answer: "Kiki\nCici\n",
            fields: &[CARDS, CARDS],
            complete_after: &[1],
            line_ok: |l| l == "Kiki" || l == "Cici",
            empty_ok: false,
            counted: false,
            open_ended: true,
            corrupt: None,
        },
        Case {
            name: "hdu1536",
            solve: solver("hdu1536"),
            sample: "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n",
            answer: "LWW\n",
            fields: &[
                SET, MOVE, MOVE, POSITIONS, L, HEAP_L, HEAP_L, L, HEAP_L, HEAP_L, HEAP_L, L,
                HEAP_L, HEAP_L, HEAP_L, HEAP_L, SET,
            ],
            complete_after: &[],
            line_ok: |l| !l.is_empty() && l.bytes().all(|b| b == b'W' || b == b'L'),
            empty_ok: true,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "poj1704",
            solve: solver("poj1704"),
            sample: "2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n",
            answer: "Bob will win\nGeorgia will win\n",
            fields: &[
                T, CHESSMEN, CELL_P, CELL_P, CELL_P, CHESSMEN, CELL_P, CELL_P, CELL_P, CELL_P,
                CELL_P, CELL_P, CELL_P, CELL_P,
            ],
            complete_after: &[],
            line_ok: |l| l == "Georgia will win" || l == "Bob will win",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "poj3537",
            solve: solver("poj3537"),
            sample: "3\n",
            answer: "1\n",
            fields: &[STRIP],
            complete_after: &[],
            line_ok: |l| l == "1" || l == "2",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "moore_nim",
            solve: solver("moore_nim"),
            sample: "3 2\n1 1 1\n",
            answer: "No\n",
            fields: &[PILES, K3, PILE, PILE, PILE],
            complete_after: &[],
            line_ok: yes_no,
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "range_nim",
            solve: solver("range_nim"),
            sample: "2 3\n2\n4 7\n",
            answer: "Yes\n",
            fields: &[FEWEST, MOST_R, PILES, PILE, PILE],
            complete_after: &[],
            line_ok: yes_no,
            empty_ok: false,
            counted: false,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "octal_game",
            solve: solver("octal_game"),
            sample: "0.07\n3\n5 7 12\n",
            answer: "Yes\n",
            fields: &[CODE, PILES, HEAP, HEAP, HEAP],
            complete_after: &[],
            line_ok: yes_no,
            empty_ok: false,
            counted: true,
            open_ended: true,
            corrupt: None,
        },
        Case {
            name: "nim_product_64",
            solve: solver("nim_product_64"),
            sample: "2\n1 2\n3 4\n",
            answer: "2\n12\n",
            fields: &[T, NIMBER, NIMBER, NIMBER, NIMBER],
            complete_after: &[],
            line_ok: number,
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "hdu3537",
            solve: solver("hdu3537"),
            sample: "1\n0\n4\n0 1 2 3\n",
            answer: "No\nYes\n",
            fields: &[HEADS, COIN, HEADS, COIN, COIN, COIN, COIN],
            complete_after: &[2],
            line_ok: |l| l == "Yes" || l == "No",
            empty_ok: false,
            counted: true,
            open_ended: true,
            corrupt: None,
        },
        Case {
            name: "hdu3404",
            solve: solver("hdu3404"),
            sample: "1\n2\n1 1\n2 2\n",
            answer: "Have a try, lxhgww.\n",
            fields: &[T, LIGHTS, COORDINATE, COORDINATE, COORDINATE, COORDINATE],
            complete_after: &[],
            line_ok: |l| l == "Have a try, lxhgww." || l == "Don't waste your time.",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "hackenbush",
            solve: solver("hackenbush"),
            sample: "5 5\n0 1\n1 2\n2 0\n0 3\n3 4\n",
            answer: "Yes\n",
            fields: &[
                VERTICES_N, EDGES_M, VERTEX_0_4, VERTEX_0_4, VERTEX_0_4, VERTEX_0_4, VERTEX_0_4,
                VERTEX_0_4, VERTEX_0_4, VERTEX_0_4, VERTEX_0_4, VERTEX_0_4,
            ],
            complete_after: &[],
            line_ok: yes_no,
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "hdu3094",
            solve: solver("hdu3094"),
            sample: "1\n9\n1 2\n1 3\n1 4\n1 5\n2 6\n2 7\n3 8\n3 9\n",
            answer: "Bob\n",
            fields: &[
                T,
                VERTICES_BIG_N,
                VERTEX_1_9,
                VERTEX_1_9,
                VERTEX_1_9,
                VERTEX_1_9,
                VERTEX_1_9,
                VERTEX_1_9,
                VERTEX_1_9,
                VERTEX_1_9,
                VERTEX_1_9,
                VERTEX_1_9,
                VERTEX_1_9,
                VERTEX_1_9,
                VERTEX_1_9,
                VERTEX_1_9,
                VERTEX_1_9,
                VERTEX_1_9,
            ],
            complete_after: &[],
            line_ok: |l| l == "Alice" || l == "Bob",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "poj3710",
            solve: solver("poj3710"),
            sample: "1\n2 1\n1 2\n",
            answer: "Sally\n",
            fields: &[TREES, NODES, EDGES_K, VERTEX_1_2, VERTEX_1_2],
            complete_after: &[],
            line_ok: |l| l == "Sally" || l == "Harry",
            empty_ok: false,
            counted: true,
            open_ended: true,
            corrupt: None,
        },
        Case {
            name: "hdu3590",
            solve: solver("hdu3590"),
            sample: "1\n2\n1 2\n",
            answer: "QQ\n",
            fields: &[TREES, NODES, VERTEX_1_2, VERTEX_1_2],
            complete_after: &[],
            line_ok: |l| l == "PP" || l == "QQ",
            empty_ok: false,
            counted: true,
            open_ended: true,
            corrupt: None,
        },
        Case {
            name: "hdu1524",
            solve: solver("hdu1524"),
            sample: "2\n1 1\n0\n1 0\n0\n",
            answer: "WIN\n",
            fields: &[
                POSITIONS_N,
                OUT_X,
                POSITION_0_1,
                OUT_X,
                CHESSMEN_M,
                POSITION_0_1,
                CHESSMEN_M,
            ],
            complete_after: &[],
            line_ok: |l| l == "WIN" || l == "LOSE",
            empty_ok: true,
            counted: true,
            open_ended: true,
            corrupt: None,
        },
        Case {
            name: "poj1067",
            solve: solver("poj1067"),
            sample: "2 1\n8 4\n4 7\n",
            answer: "0\n1\n0\n",
            fields: &[PILE; 6],
            complete_after: &[2, 4],
            line_ok: |l| l == "0" || l == "1",
            empty_ok: false,
            counted: false,
            open_ended: true,
            corrupt: None,
        },
        Case {
            name: "hdu2177",
            solve: solver("hdu2177"),
            sample: "1 2\n5 8\n0 0\n",
            answer: "0\n1\n4 7\n3 5\n",
            fields: &[PILE_END; 6],
            complete_after: &[],
            line_ok: |l| l.split(' ').all(number),
            empty_ok: true,
            counted: false,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "poj2348",
            solve: solver("poj2348"),
            sample: "34 12\n15 24\n0 0\n",
            answer: "Stan wins\nOllie wins\n",
            fields: &[EUCLID; 6],
            complete_after: &[],
            line_ok: |l| l == "Stan wins" || l == "Ollie wins",
            empty_ok: true,
            counted: false,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "hdu3595",
            solve: solver("hdu3595"),
            sample: "2\n3 2\n5 2\n1\n3 2\n",
            answer: "MM\nGG\n",
            fields: &[
                GAMES, NUMBER_18, NUMBER_18, NUMBER_18, NUMBER_18, GAMES, NUMBER_18, NUMBER_18,
            ],
            complete_after: &[5],
            line_ok: |l| l == "MM" || l == "GG",
            empty_ok: false,
            counted: true,
            open_ended: true,
            corrupt: None,
        },
        Case {
            name: "hdu1729",
            solve: solver("hdu1729"),
            sample: "2\n6 3\n6 3\n0\n",
            answer: "Case 1:\nNo\n",
            fields: &[BOXES, BOX, IN_BOX_6, BOX, IN_BOX_6, BOXES],
            complete_after: &[],
            line_ok: |l| yes_no(l) || (l.starts_with("Case ") && l.ends_with(':')),
            empty_ok: true,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "hdu1517",
            solve: solver("hdu1517"),
            sample: "162\n17\n34012226\n",
            answer: "Stan wins.\nOllie wins.\nStan wins.\n",
            fields: &[TARGET; 3],
            complete_after: &[1, 2],
            line_ok: |l| l == "Stan wins." || l == "Ollie wins.",
            empty_ok: false,
            counted: false,
            open_ended: true,
            corrupt: None,
        },
        Case {
            name: "hdu2147",
            solve: solver("hdu2147"),
            sample: "5 3\n5 4\n6 6\n0 0\n",
            answer: "What a pity!\nWonderful!\nWonderful!\n",
            fields: &[SIDE; 8],
            complete_after: &[],
            line_ok: |l| l == "What a pity!" || l == "Wonderful!",
            empty_ok: true,
            counted: false,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "hdu1079",
            solve: solver("hdu1079"),
            sample: "3\n1950 6 14\n2001 10 3\n1999 12 31\n",
            answer: "YES\nNO\nNO\n",
            fields: &[
                T, YEAR, MONTH_12, DAY_30, YEAR, MONTH_11, DAY_31, YEAR, MONTH_12, DAY_31,
            ],
            complete_after: &[],
            line_ok: |l| l == "YES" || l == "NO",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "poj1740",
            solve: solver("poj1740"),
            sample: "3\n2 1 3\n2\n1 1\n0\n",
            answer: "1\n0\n",
            fields: &[N0, PILE, PILE, PILE, N0, PILE, PILE, N0],
            complete_after: &[],
            line_ok: |l| l == "0" || l == "1",
            empty_ok: true,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "hdu4315",
            solve: solver("hdu4315"),
            sample: "3 3\n1 2 4\n2 1\n100 200\n",
            answer: "Bob\nAlice\n",
            fields: &[
                PEOPLE,
                KING_3,
                DISTANCE,
                DISTANCE_2,
                DISTANCE_3,
                PEOPLE,
                KING_2,
                DISTANCE,
                DISTANCE_101,
            ],
            complete_after: &[5],
            line_ok: |l| l == "Alice" || l == "Bob",
            empty_ok: false,
            counted: true,
            open_ended: true,
            corrupt: None,
        },
        Case {
            name: "loopy",
            solve: solver("loopy"),
            sample: "3 2\n0 1\n1 2\n1\n0\n",
            answer: "Lose\n",
            fields: &[
                VERTICES_N, EDGES_M, VERTEX_0_2, VERTEX_0_2, VERTEX_0_2, VERTEX_0_2, TOKENS_K,
                VERTEX_0_2,
            ],
            complete_after: &[],
            line_ok: |l| l == "Win" || l == "Lose" || l == "Draw",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "abc209e",
            solve: solver("abc209e"),
            sample: "2\nabcd\nbcda\n",
            answer: "Aoki\nTakahashi\n",
            fields: &[WORDS_N, WORD_3_8, WORD_3_8],
            complete_after: &[],
            line_ok: |l| l == "Takahashi" || l == "Aoki" || l == "Draw",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: Some(0),
        },
        Case {
            name: "cf786a",
            solve: solver("cf786a"),
            sample: "3\n1 1\n1 2\n",
            answer: "Loop Win\nWin Loop\n",
            fields: &[OBJECTS, STEPS_2, STEP_2, STEPS_2, STEP_2],
            complete_after: &[],
            line_ok: |l| {
                l.split(' ')
                    .all(|w| w == "Win" || w == "Lose" || w == "Loop")
            },
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "abc278f",
            solve: solver("abc278f"),
            sample: "2\nab\nba\n",
            answer: "Second\n",
            fields: &[WORDS_16, WORD_1_10, WORD_1_10],
            complete_after: &[],
            line_ok: |l| l == "First" || l == "Second",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: Some(0),
        },
        Case {
            name: "hdu2516",
            solve: solver("hdu2516"),
            sample: "2\n13\n10000\n0\n",
            answer: "Second win\nSecond win\nFirst win\n",
            fields: &[STONES_2516, STONES_2516, STONES_2516, STONES_2516],
            complete_after: &[],
            line_ok: |l| l == "First win" || l == "Second win",
            empty_ok: true,
            counted: false,
            open_ended: false,
            corrupt: Some(2),
        },
        Case {
            name: "poj3922",
            solve: solver("poj3922"),
            sample: "2\n16 1\n19 3\n",
            answer: "Case 1: lose\nCase 2: 4\n",
            fields: &[CASES_3922, STONES_3922, FOLD_3922, STONES_3922, FOLD_3922],
            complete_after: &[],
            line_ok: |l| l.starts_with("Case "),
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "luogu_p4055",
            solve: solver("luogu_p4055"),
            sample: "3 3\n.##\n...\n#.#\n",
            answer: "WIN\n2 3\n3 2\n",
            fields: &[MAZE_SIDE, MAZE_SIDE, MAZE_ROW_3, MAZE_ROW_3, MAZE_ROW_3],
            complete_after: &[],
            line_ok: |l| l == "WIN" || l == "LOSE" || l.split(' ').all(number),
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: Some(1),
        },
        Case {
            name: "luogu_p1971",
            solve: solver("luogu_p1971"),
            sample: "1 6\nXO.OXO\n1\n1 2\n1 1\n",
            answer: "1\n1\n",
            fields: &[
                BOARD_SIDE_200,
                BOARD_SIDE_200,
                PIECES_ROW_6,
                MOVES_K,
                ROW_X_1,
                COLUMN_Y_6,
                ROW_X_1,
                COLUMN_Y_6,
            ],
            complete_after: &[],
            line_ok: number,
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "geography",
            solve: solver("geography"),
            sample: "4 3\n1 2\n2 3\n3 4\n2\n1\n2\n",
            answer: "First\nFirst\n",
            fields: &[
                VERTICES_G, EDGES_G, VERTEX_1_4, VERTEX_1_4, VERTEX_1_4, VERTEX_1_4, VERTEX_1_4,
                VERTEX_1_4, STARTS_Q, VERTEX_1_4, VERTEX_1_4,
            ],
            complete_after: &[],
            line_ok: |l| l == "First" || l == "Second",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "dp_l",
            solve: solver("dp_l"),
            sample: "4\n10 80 90 30\n",
            answer: "10\n",
            fields: &[DEQUE_N, NUMBER_A_12, NUMBER_A_12, NUMBER_A_12, NUMBER_A_12],
            complete_after: &[],
            line_ok: |l| l.strip_prefix('-').map_or(number(l), number),
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "abc201d",
            solve: solver("abc201d"),
            sample: "3 3\n---\n+-+\n+--\n",
            answer: "Takahashi\n",
            fields: &[GRID_SIDE, GRID_SIDE, SIGN_ROW_3, SIGN_ROW_3, SIGN_ROW_3],
            complete_after: &[],
            line_ok: |l| ["Takahashi", "Aoki", "Draw"].contains(&l),
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: Some(1),
        },
        Case {
            name: "luogu_p4136",
            solve: solver("luogu_p4136"),
            sample: "2\n3\n0\n",
            answer: "Alice\nBob\n",
            fields: &[SIDE_P4136; 3],
            complete_after: &[],
            line_ok: |l| l == "Alice" || l == "Bob",
            empty_ok: true,
            counted: false,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "agc017d",
            solve: solver("agc017d"),
            sample: "5\n1 2\n2 3\n2 4\n4 5\n",
            answer: "Alice\n",
            fields: &[
                VERTICES_AGC017D,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
            ],
            complete_after: &[],
            line_ok: |l| l == "Alice" || l == "Bob",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "luogu_p3480",
            solve: solver("luogu_p3480"),
            sample: "2\n2\n2 2\n3\n1 2 4\n",
            answer: "NIE\nTAK\n",
            fields: &[
                ARRANGEMENTS,
                PILES_P3480,
                PEBBLES_0,
                PEBBLES_2,
                PILES_P3480,
                PEBBLES_0,
                PEBBLES_1,
                PEBBLES_2,
            ],
            complete_after: &[],
            line_ok: |l| l == "TAK" || l == "NIE",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "arc168b",
            solve: solver("arc168b"),
            sample: "3\n1 2 3\n",
            answer: "2\n",
            fields: &[HEAPS_168, HEAP_168, HEAP_168, HEAP_168],
            complete_after: &[],
            line_ok: |l| l == "-1" || number(l),
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "luogu_p3185",
            solve: solver("luogu_p3185"),
            sample: "2\n4\n1 0 1 5000\n3\n0 0 1\n",
            answer: "0 2 3\n1\n-1 -1 -1\n0\n",
            fields: &[
                GAMES_P3185,
                BOTTLES_P3185,
                BEANS_P3185,
                BEANS_P3185,
                BEANS_P3185,
                BEANS_P3185,
                BOTTLES_P3185,
                BEANS_P3185,
                BEANS_P3185,
                BEANS_P3185,
            ],
            complete_after: &[],
            line_ok: |l| l == "-1 -1 -1" || l.split(' ').all(number),
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "agc010f",
            solve: solver("agc010f"),
            sample: "3\n1 2 3\n1 2\n2 3\n",
            answer: "2\n",
            fields: &[
                VERTICES_AGC017D,
                STONES_010F,
                STONES_010F,
                STONES_010F,
                VERTEX_1_3,
                VERTEX_1_3,
                VERTEX_1_3,
                VERTEX_1_3,
            ],
            complete_after: &[],
            line_ok: |l| l.is_empty() || l.split(' ').all(number),
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "luogu_p2599",
            solve: solver("luogu_p2599"),
            sample: "1\n4\n3 1 9 4\n",
            answer: "0\n",
            fields: &[
                CASES_2599, PILES_2599, PILE_2599, PILE_2599, PILE_2599, PILE_2599,
            ],
            complete_after: &[],
            line_ok: |l| l == "0" || l == "1",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "cf494e",
            solve: solver("cf494e"),
            sample: "5 2 1\n1 1 3 3\n2 2 4 4\n",
            answer: "Malek\n",
            fields: &[
                SIDE_494,
                RECTS_494,
                "the square bound k (1..=5; at most n)",
                CORNER_494,
                CORNER_494,
                "a last row c (1..=5; from a to n)",
                "a last column d (1..=5; from b to n)",
                CORNER_494,
                CORNER_494,
                "a last row c (2..=5; from a to n)",
                "a last column d (2..=5; from b to n)",
            ],
            complete_after: &[],
            line_ok: |l| l == "Hamed" || l == "Malek",
            empty_ok: false,
            counted: false,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "luogu_p4101",
            solve: solver("luogu_p4101"),
            sample: "5\n7 3\n1 5\n4 3\n6 1\n2 2\n",
            answer: "1\n1\n1\n1\n0\n",
            fields: &[
                CASES_4101, COUNT_4101, COUNT_4101, COUNT_4101, COUNT_4101, COUNT_4101, COUNT_4101,
                COUNT_4101, COUNT_4101, COUNT_4101, COUNT_4101,
            ],
            complete_after: &[],
            line_ok: |l| l == "0" || l == "1",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "luogu_p4617",
            solve: solver("luogu_p4617"),
            sample: "4 5\n2 2\n1 2\n1 1\n1 3\n4 2\n",
            answer: "Slavko\nMirko\nMirko\nMirko\n",
            fields: &[
                PEAKS_4617,
                CABLEWAYS_4617,
                PEAK_4617,
                VALLEY_4617,
                PEAK_4617,
                VALLEY_4617,
                PEAK_4617,
                VALLEY_4617,
                PEAK_4617,
                VALLEY_4617,
                PEAK_4617,
                VALLEY_4617,
            ],
            complete_after: &[],
            line_ok: |l| l == "Slavko" || l == "Mirko",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "cf1451f",
            solve: solver("cf1451f"),
            sample: "1\n2 2\n0 1\n1 0\n",
            answer: "Jeel\n",
            fields: &[
                CASES_1451, SIDE_1451, SIDE_1451, CELL_1451, CELL_1451, CELL_1451, CELL_1451,
            ],
            complete_after: &[],
            line_ok: |l| l == "Ashish" || l == "Jeel",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "cf1704f",
            solve: solver("cf1704f"),
            sample: "2\n3\nBRB\n6\nRBRBRB\n",
            answer: "Bob\nAlice\n",
            fields: &[CASES_1704, CELLS_1704, ROW_RB_3, CELLS_1704, ROW_RB_6],
            complete_after: &[],
            line_ok: |l| l == "Alice" || l == "Bob",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: Some(3),
        },
        Case {
            name: "agc002e",
            solve: solver("agc002e"),
            sample: "3\n1 2 3\n",
            answer: "Second\n",
            fields: &[PILES_002, PILE_002, PILE_002, PILE_002],
            complete_after: &[],
            line_ok: |l| l == "First" || l == "Second",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "luogu_p2594",
            solve: solver("luogu_p2594"),
            sample: "1\n2 1\nT\nH\n",
            answer: "-_-\n",
            fields: &[GAMES_P2594, SIDE_P2594, SIDE_P2594, COINS_1, COINS_1],
            complete_after: &[],
            line_ok: |l| l == "-_-" || l == "=_=",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: Some(2),
        },
        Case {
            name: "abc229h",
            solve: solver("abc229h"),
            sample: "2\n..\nWW\n",
            answer: "Snuke\n",
            fields: &[BOARD_8, ROW_2, ROW_2],
            complete_after: &[],
            line_ok: |l| l == "Takahashi" || l == "Snuke",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: Some(1),
        },
        Case {
            name: "partizan",
            solve: solver("partizan"),
            sample: "2\nhackenbush:B\ntoads:T.F cutcake:2x1\n",
            answer: "L\nL\n",
            fields: &[SUMS_T, COMPONENT, COMPONENT, COMPONENT],
            // A line is a whole sum: the second may end after its first component.
            complete_after: &[3],
            line_ok: |l| ["L", "R", "P", "N"].contains(&l),
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: Some(3),
        },
        Case {
            name: "abc354e",
            solve: solver("abc354e"),
            sample: "2\n1 2\n1 3\n",
            answer: "Takahashi\n",
            fields: &[CARDS_18, CARD_SIDE, CARD_SIDE, CARD_SIDE, CARD_SIDE],
            complete_after: &[],
            line_ok: |l| l == "Takahashi" || l == "Aoki",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "abc380f",
            solve: solver("abc380f"),
            sample: "1 1 1\n5\n2\n1\n",
            answer: "Takahashi\n",
            fields: &[HAND_N, HAND_M, TABLE_L, CARD, CARD, CARD],
            complete_after: &[],
            line_ok: |l| l == "Takahashi" || l == "Aoki",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "abc255g",
            solve: solver("abc255g"),
            sample: "1 1\n5\n5 5\n",
            answer: "Aoki\n",
            fields: &[PILES_BIG_N, FORBIDDEN_M, PILE_1, FROM_X, TAKE_Y_5],
            complete_after: &[],
            line_ok: |l| l == "Takahashi" || l == "Aoki",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "abc297g",
            solve: solver("abc297g"),
            sample: "2 1 2\n2 3\n",
            answer: "First\n",
            fields: &[PILES_BIG_N, FEWEST_L, MOST_R_1, PILE_1, PILE_1],
            complete_after: &[],
            line_ok: |l| l == "First" || l == "Second",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "abc368f",
            solve: solver("abc368f"),
            sample: "2\n4 6\n",
            answer: "Bruno\n",
            fields: &[NUMBERS_N, NUMBER_A, NUMBER_A],
            complete_after: &[],
            line_ok: |l| l == "Anna" || l == "Bruno",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "hdu5795",
            solve: solver("hdu5795"),
            sample: "2\n2\n4 4\n3\n1 2 4\n",
            answer: "Second player wins.\nFirst player wins.\n",
            fields: &[T, PILES, PILE, PILE, PILES, PILE, PILE, PILE],
            complete_after: &[],
            line_ok: |l| l == "First player wins." || l == "Second player wins.",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "cf2004e",
            solve: solver("cf2004e"),
            sample: "2\n3\n3 2 9\n1\n1\n",
            answer: "Bob\nAlice\n",
            fields: &[
                CASES_CF, PILES_CF, PILE_CF, PILE_CF, PILE_CF, PILES_CF, PILE_CF,
            ],
            complete_after: &[],
            line_ok: |l| l == "Alice" || l == "Bob",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "abc206f",
            solve: solver("abc206f"),
            sample: "1\n2\n58 98\n1 29\n",
            answer: "Bob\n",
            fields: &[
                CASES_206,
                INTERVALS_206,
                LEFT_206,
                "a right end R_i (59..=10^9; above L_i)",
                LEFT_206,
                RIGHT_206_2,
            ],
            complete_after: &[],
            line_ok: |l| l == "Alice" || l == "Bob",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "luogu_p2148",
            solve: solver("luogu_p2148"),
            sample: "2\n4\n1 2 3 1\n2\n1 1\n",
            answer: "YES\nNO\n",
            fields: &[
                T, PILES_2148, PILE_2148, PILE_2148, PILE_2148, PILE_2148, PILES_2148, PILE_2148,
                PILE_2148,
            ],
            complete_after: &[],
            line_ok: |l| l == "YES" || l == "NO",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "arc091f",
            solve: solver("arc091f"),
            sample: "2\n5 2\n3 3\n",
            answer: "Aoki\n",
            fields: &[
                PILES_091,
                STONES_091,
                CONSTANT_091,
                STONES_091,
                CONSTANT_091,
            ],
            complete_after: &[],
            line_ok: |l| l == "Takahashi" || l == "Aoki",
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "bitwise_xor_convolution",
            solve: solver("bitwise_xor_convolution"),
            sample: "1\n1 2\n3 4\n",
            answer: "11 10\n",
            fields: &[BITS_XOR, A_XOR, A_XOR, B_XOR, B_XOR],
            complete_after: &[],
            line_ok: |l| l.split(' ').all(number),
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "abc212h",
            solve: solver("abc212h"),
            sample: "2 2\n1 2\n",
            answer: "4\n",
            fields: &[HEAPS_212, SIZES_212, SIZE_212, SIZE_212],
            complete_after: &[],
            line_ok: number,
            empty_ok: false,
            counted: false,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "luogu_p4301",
            solve: solver("luogu_p4301"),
            sample: "6\n5 5 6 6 5 5\n",
            answer: "21\n",
            fields: &[
                PILES_4301, PILE_4301, PILE_4301, PILE_4301, PILE_4301, PILE_4301, PILE_4301,
            ],
            complete_after: &[],
            line_ok: number,
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "luogu_p5675",
            solve: solver("luogu_p5675"),
            sample: "3\n2 4 5\n",
            answer: "5\n",
            fields: &[PILES_5675, PILE_5675, PILE_5675, PILE_5675],
            complete_after: &[],
            line_ok: number,
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "luogu_p2490",
            solve: solver("luogu_p2490"),
            sample: "10 4 2\n",
            answer: "182\n",
            fields: &[SQUARES_2490, PIECES_2490, MOVED_2490],
            complete_after: &[],
            line_ok: number,
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "luogu_p5363",
            solve: solver("luogu_p5363"),
            sample: "10 3\n",
            answer: "100\n",
            fields: &[SQUARES_5363, COINS_5363],
            complete_after: &[],
            line_ok: number,
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "abc317f",
            solve: solver("abc317f"),
            sample: "13 2 3 5\n",
            answer: "4\n",
            fields: &[N_317, A_317, A_317, A_317],
            complete_after: &[],
            line_ok: number,
            empty_ok: false,
            counted: false,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "cf2027e2",
            solve: solver("cf2027e2"),
            sample: "1\n3\n1 2 3\n3 2 2\n",
            answer: "4\n",
            fields: &[
                CASES_2027, PILES_2027, A_2027, A_2027, A_2027, B_2027, B_2027, B_2027,
            ],
            complete_after: &[],
            line_ok: number,
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "abc261h",
            solve: solver("abc261h"),
            sample: "4 4 1\n1 2 1\n2 3 1\n3 1 1\n2 4 1\n",
            answer: "5\n",
            fields: &[
                VERTICES_261,
                EDGES_261,
                VERTEX_1_4,
                VERTEX_1_4,
                VERTEX_1_4,
                WEIGHT_261,
                VERTEX_1_4,
                VERTEX_1_4,
                WEIGHT_261,
                VERTEX_1_4,
                VERTEX_1_4,
                WEIGHT_261,
                VERTEX_1_4,
                VERTEX_1_4,
                WEIGHT_261,
            ],
            complete_after: &[],
            line_ok: |line| line == "INFINITY" || number(line),
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "spoj_cot3",
            solve: solver("spoj_cot3"),
            sample: "3\n0 0 0\n1 2\n1 3\n",
            answer: "1\n",
            fields: &[
                VERTICES_COT3,
                COLOUR_COT3,
                COLOUR_COT3,
                COLOUR_COT3,
                VERTEX_1_3,
                VERTEX_1_3,
                VERTEX_1_3,
                VERTEX_1_3,
            ],
            complete_after: &[],
            line_ok: |line| line == "-1" || number(line),
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        Case {
            name: "luogu_p6560",
            solve: solver("luogu_p6560"),
            sample: "5 5 2\n1 2\n2 3\n3 1\n3 4\n4 5\n1 5\n4 3\n",
            answer: "0\n1\n",
            fields: &[
                VERTICES_6560,
                EDGES_6560,
                ROUNDS_6560,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
                VERTEX_1_5,
            ],
            complete_after: &[],
            line_ok: |line| matches!(line, "1" | "-1" | "0"),
            empty_ok: false,
            counted: true,
            open_ended: false,
            corrupt: None,
        },
        // A transcript of the judge's lines (the interactive driver's `play_bytes`): a move
        // that reads well but is illegal is its own error, so the bad tokens replace `N`.
        Case {
            name: "abc278g",
            solve: solver("abc278g"),
            sample: "6 1 2\n1 1\n2 1\n0 0\n",
            answer: "First\n3 2\n6 1\n5 1\n",
            fields: &[
                CARDS_278, LEAST_278, MOST_278, A_278, B_278, A_278, B_278, A_278, B_278,
            ],
            complete_after: &[],
            line_ok: first_second_or_move,
            empty_ok: false,
            counted: false,
            open_ended: false,
            corrupt: Some(0),
        },
    ]
}

/// Byte ranges of the tokens of `text`.
fn tokens(text: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if text[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < text.len() && !text[i].is_ascii_whitespace() {
            i += 1;
        }
        out.push((start, i));
    }
    out
}

/// `line L, column C` of byte `offset`, worked out independently of the scanner.
fn position(text: &[u8], offset: usize) -> String {
    let before = &text[..offset];
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let column = offset
        - before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1)
        + 1;
    format!("line {line}, column {column}")
}

fn error_of(case: &Case, input: &[u8]) -> String {
    match (case.solve)(input) {
        Ok(out) => panic!(
            "{}: {:?} was accepted with {out:?}",
            case.name,
            String::from_utf8_lossy(input)
        ),
        Err(e) => e.to_string(),
    }
}

#[test]
fn every_problem_in_the_list_has_a_case_here() {
    let listed: Vec<&str> = cases().iter().map(|c| c.name).collect();
    for p in ALL {
        assert!(
            listed.contains(&p.name),
            "{} has no error-contract case",
            p.name
        );
    }
}

/// The errors of the judges' formats, as a user meets them.
#[test]
fn judge_format_errors_name_what_is_missing_or_wrong() {
    let expect = |name: &str, input: &str, message: &str| {
        let case = cases().into_iter().find(|c| c.name == name).unwrap();
        assert_eq!(error_of(&case, input.as_bytes()), message, "{name}");
    };
    expect(
        "hdu3032",
        "3\n1\n4\n2\n1 2\n",
        "line 6, column 1: expected the number of piles n (1..=10^6), found end of input",
    );
    expect(
        "poj2975",
        "2\n1 2\n",
        "line 3, column 1: expected the number of piles n (0..=10^6; 0 ends the input), \
         found end of input",
    );
    expect(
        "hdu1536",
        "1 2\n1\n1 4\n",
        "line 4, column 1: expected the size of S k (0..=10^5; 0 ends the input), \
         found end of input",
    );
    expect(
        "luogu_p2490",
        "10 3 2\n",
        "line 1, column 4: expected an even number of pieces k, found 3",
    );
    expect(
        "luogu_p6560",
        "3 1 1\n1 2\n2 2\n",
        "line 3, column 3: expected a target other than the start 2, found 2",
    );
    expect(
        "poj1704",
        "1\n3\n4 9 4\n",
        "line 3, column 5: expected a cell no other chessman is on, found 4 again",
    );
    expect(
        "octal_game",
        "0.8\n1\n1\n",
        "line 1, column 1: expected an octal code such as 0.07 (0 or 4 before the point, \
         digits 0-7 after it, at least one move), found \"0.8\"",
    );
    expect(
        "octal_game",
        "0.0\n1\n1\n",
        "line 1, column 1: expected an octal code such as 0.07 (0 or 4 before the point, \
         digits 0-7 after it, at least one move), found \"0.0\"",
    );
    expect(
        "octal_game",
        ".07\n1\n1\n",
        "line 1, column 1: expected an octal code such as 0.07 (0 or 4 before the point, \
         digits 0-7 after it, at least one move), found \".07\"",
    );
    expect(
        "hdu3404",
        "1\n3\n1 2\n3 4\n1 2\n",
        "line 5, column 3: expected a light not yet listed in this case, found (1, 2) again",
    );
    expect(
        "hdu3094",
        "1\n4\n1 2\n2 3\n3 1\n",
        "line 5, column 3: expected the edges of a tree, found vertex 2 on a cycle or cut off \
         from vertex 1",
    );
    expect(
        "hdu1524",
        "3\n1 1\n1 2\n1 0\n1 0\n0\n",
        "line 5, column 1: expected a graph without cycles, found a cycle through position 0",
    );
    expect(
        "abc209e",
        "2\nabcd\nab1d\n",
        "line 3, column 1: expected a word of 3 to 8 letters a-z, A-Z, found \"ab1d\"",
    );
    expect(
        "abc209e",
        "1\nabcdefghi\n",
        "line 2, column 1: expected a word of 3 to 8 letters a-z, A-Z, found \"abcdefghi\"",
    );
    expect(
        "abc278f",
        "1\nabcdefghijk\n",
        "line 2, column 1: expected a word of 1 to 10 letters a-z, found \"abcdefghijk\"",
    );
    expect(
        "abc380f",
        "5 5 3\n",
        "line 1, column 5: expected the number of table cards L (1..=2), found \"3\"",
    );
    expect(
        "moore_nim",
        "2 3\n1 1\n",
        "line 1, column 3: expected the most piles one move takes k, at most n (1..=2), \
         found \"3\"",
    );
}

#[test]
fn empty_and_whitespace_only() {
    for case in cases() {
        let expected = format!(
            "line 1, column 1: expected {}, found end of input",
            case.fields[0]
        );
        assert_eq!(error_of(&case, b""), expected, "{}", case.name);
        let expected = format!(
            "line 3, column 2: expected {}, found end of input",
            case.fields[0]
        );
        assert_eq!(error_of(&case, b" \r\n\t\n "), expected, "{}", case.name);
    }
}

#[test]
fn cut_after_every_token() {
    for case in cases() {
        let sample = case.sample.as_bytes();
        let toks = tokens(sample);
        assert_eq!(
            toks.len(),
            case.fields.len(),
            "{}: fields listed",
            case.name
        );
        for (i, &(_, end)) in toks.iter().enumerate().take(toks.len() - 1) {
            let cut = &sample[..end];
            if case.complete_after.contains(&(i + 1)) {
                assert!(
                    (case.solve)(cut).is_ok(),
                    "{}: cut after token {}",
                    case.name,
                    i + 1
                );
                continue;
            }
            let expected = format!(
                "{}: expected {}, found end of input",
                position(cut, end),
                case.fields[i + 1]
            );
            assert_eq!(
                error_of(&case, cut),
                expected,
                "{}: cut after token {}",
                case.name,
                i + 1
            );
        }
    }
}

#[test]
fn bad_tokens_in_place_of_the_last_value() {
    let bad: &[(&[u8], &str)] = &[
        (b"abc", "\"abc\""),
        (b"-1", "\"-1\""),
        (b"+1", "\"+1\""),
        (b"1e3", "\"1e3\""),
        (b"3.0", "\"3.0\""),
        (b"0x10", "\"0x10\""),
        (b"18446744073709551616", "\"18446744073709551616\""),
        (b"99999999999999999999", "\"99999999999999999999\""),
        (b"\x00", "\"\\x00\""),
        (b"1\x01", "\"1\\x01\""),
        (b"\x7f", "\"\\x7f\""),
        (b"\xff\xfe", "\"\\xff\\xfe\""),
        (b"\xe4\xb8\x89", "\"\\xe4\\xb8\\x89\""),
    ];
    for case in cases() {
        let sample = case.sample.as_bytes();
        let toks = tokens(sample);
        let index = case.corrupt.unwrap_or(toks.len() - 1);
        let (start, end) = toks[index];
        for &(token, shown) in bad {
            let input = [&sample[..start], token, &sample[end..]].concat();
            let expected = format!(
                "{}: expected {}, found {shown}",
                position(sample, start),
                case.fields[index]
            );
            assert_eq!(error_of(&case, &input), expected, "{}", case.name);
        }
    }
}

#[test]
fn values_past_each_fields_maximum() {
    let over: &[(&str, &str, &str)] = &[
        ("subtraction_nim", "100001\n", K),
        ("subtraction_nim", "1\n1000001\n", MOVE),
        ("subtraction_nim", "1\n1\n1000001\n", HEAPS),
        ("subtraction_nim", "1\n1\n1\n1000000000000000001\n", HEAP),
        ("fibonacci_piles", "1 1 10000001\n", FIB),
        ("flip_grid", "1000000000001\n", BOARD),
        ("flip_grid", "3\n100001\n", QUERIES),
        ("flip_grid", "3\n1\n1000001\n", W0),
        ("flip_grid", "3\n1\n1 4\n", CELL),
        ("split_piles", "1000001\n", PILES),
        ("ladder_nim", "1\n1000000000000000001\n", PILE),
        ("anti_nim", "2\n1 1000000000000000001\n", PILE),
        ("hdu3032", "1000001\n", T),
        ("poj2975", "1000001\n", N0),
        ("hdu1846", "1\n5 0\n", MOST),
        ("hdu1847", "3 1000000000000000001\n", CARDS),
        ("hdu1536", "100001\n", SET),
        ("hdu1536", "1 3\n1\n1 1000000000000000001\n", HEAP_L),
        ("poj1704", "1\n2\n3 0\n", CELL_P),
        ("poj3537", "20001\n", STRIP),
        ("moore_nim", "3 4\n", K3),
        ("range_nim", "2 1000000000000000001\n", MOST_R),
        ("octal_game", "0.77\n1\n1000000000000000001\n", HEAP),
        ("nim_product_64", "1\n1 18446744073709551616\n", NIMBER),
        ("hdu3537", "1\n1000000000000000001\n", COIN),
        ("hdu3537", "1000001\n", HEADS),
        ("hdu3404", "1\n1\n1000000000000000001\n", COORDINATE),
        ("hdu3404", "1\n1\n1 0\n", COORDINATE),
        ("hackenbush", "5 1\n0 5\n", VERTEX_0_4),
        ("hackenbush", "1000001\n", VERTICES_N),
        ("hdu3094", "1\n3\n1 4\n", VERTEX_1_3),
        ("spoj_cot3", "100001\n", VERTICES_COT3),
        ("spoj_cot3", "2\n0 2\n", COLOUR_COT3),
        ("luogu_p2594", "100001\n", GAMES_P2594),
        ("luogu_p4136", "1000000000000000001\n", SIDE_P4136),
        ("agc017d", "1000001\n", VERTICES_AGC017D),
        ("luogu_p3480", "100001\n", ARRANGEMENTS),
        ("arc168b", "1000001\n", HEAPS_168),
        ("agc002e", "1000001\n", PILES_002),
        ("agc010f", "1000001\n", VERTICES_AGC017D),
        ("cf1704f", "100001\n", CASES_1704),
        ("cf1704f", "1\n10000001\n", CELLS_1704),
        ("cf1704f", "1\n1\n", CELLS_1704),
        ("luogu_p2599", "100001\n", CASES_2599),
        ("luogu_p2599", "1\n5001\n", PILES_2599),
        ("luogu_p2599", "1\n1\n1000000000000000001\n", PILE_2599),
        ("luogu_p2599", "1\n2\n1 0\n", PILE_2599),
        ("cf494e", "1000000000000000001\n", SIDE_494),
        ("cf494e", "5 100001\n", RECTS_494),
        ("cf494e", "5 1 6\n", "the square bound k (1..=5; at most n)"),
        ("cf494e", "5 1 1\n6\n", CORNER_494),
        (
            "cf494e",
            "5 1 1\n2 2 1\n",
            "a last row c (2..=5; from a to n)",
        ),
        (
            "cf494e",
            "5 1 1\n2 2 6\n",
            "a last row c (2..=5; from a to n)",
        ),
        ("luogu_p4101", "1000001\n", CASES_4101),
        ("luogu_p4101", "1\n1000000000000000001\n", COUNT_4101),
        ("luogu_p4101", "1\n1 0\n", COUNT_4101),
        ("luogu_p4617", "100001\n", PEAKS_4617),
        ("luogu_p4617", "2 1000001\n", CABLEWAYS_4617),
        ("luogu_p4617", "2 1\n3\n", "a peak v (1..=2)"),
        ("luogu_p4617", "2 1\n1 3\n", "a valley d (1..=2)"),
        ("cf1451f", "100001\n", CASES_1451),
        ("cf1451f", "1\n1001\n", SIDE_1451),
        ("cf1451f", "1\n1 1\n1000000000000000001\n", CELL_1451),
        ("agc010f", "1\n", VERTICES_AGC017D),
        ("agc010f", "2\n1 1000000000000000001\n", STONES_010F),
        ("agc010f", "2\n1 1\n1 3\n", VERTEX_1_2),
        ("agc002e", "1\n0\n", PILE_002),
        ("luogu_p3185", "1001\n", GAMES_P3185),
        ("luogu_p3185", "1\n101\n", BOTTLES_P3185),
        ("luogu_p3185", "1\n1\n1000000000000000001\n", BEANS_P3185),
        ("arc168b", "1\n1000000000000000001\n", HEAP_168),
        ("luogu_p3480", "1\n1000001\n", PILES_P3480),
        ("luogu_p3480", "1\n1\n1000000000000000001\n", PEBBLES_0),
        ("agc017d", "1\n", VERTICES_AGC017D),
        ("agc017d", "2\n1 3\n", VERTEX_1_2),
        ("luogu_p2594", "1\n1001\n", SIDE_P2594),
        ("poj3710", "1\n2 1\n1 3\n", VERTEX_1_2),
        ("hdu3590", "1\n1000001\n", NODES),
        ("hdu1524", "2\n1 2\n", POSITION_0_1),
        ("hdu1524", "2\n0\n0\n1000001\n", CHESSMEN_M),
        ("poj1067", "1 1000000000000000001\n", PILE),
        ("hdu2177", "1 1000000000000000001\n", PILE_END),
        ("poj2348", "1000000000000000001\n", EUCLID),
        ("hdu3595", "1000001\n", GAMES),
        ("hdu3595", "1\n1 1000000000000000001\n", NUMBER_18),
        ("hdu1729", "1\n6 7\n", IN_BOX_6),
        ("hdu1729", "1000001\n", BOXES),
        ("hdu1517", "1\n", TARGET),
        ("hdu2147", "1000000000000000001\n", SIDE),
        ("hdu1079", "1\n2001 12\n", MONTH_11),
        ("hdu1079", "1\n2002\n", YEAR),
        ("hdu1079", "1\n1899\n", YEAR),
        ("poj1740", "1000001\n", N0),
        ("hdu4315", "3 4\n", KING_3),
        ("hdu4315", "3 3\n1 2 2\n", DISTANCE_3),
        ("loopy", "3 1\n0 3\n", VERTEX_0_2),
        ("loopy", "1000001\n", VERTICES_N),
        ("abc209e", "1000001\n", WORDS_N),
        ("cf786a", "7001\n", OBJECTS),
        ("cf786a", "3\n3\n", STEPS_2),
        ("abc278f", "17\n", WORDS_16),
        ("hdu2516", "1000000000000000001\n", STONES_2516),
        ("poj3922", "100001\n", CASES_3922),
        ("poj3922", "1\n1000000000000000001\n", STONES_3922),
        ("poj3922", "1\n5 1000000000000000001\n", FOLD_3922),
        ("luogu_p4055", "1001\n", MAZE_SIDE),
        ("luogu_p1971", "201\n", BOARD_SIDE_200),
        ("luogu_p1971", "1 6\nXO.OXO\n10001\n", MOVES_K),
        ("luogu_p1971", "1 6\nXO.OXO\n1\n2\n", ROW_X_1),
        ("geography", "100001\n", VERTICES_G),
        ("geography", "4 1000001\n", EDGES_G),
        ("geography", "4 1\n1 5\n", VERTEX_1_4),
        ("geography", "4 0\n1000001\n", STARTS_Q),
        ("dp_l", "10001\n", DEQUE_N),
        ("dp_l", "1\n1000000000001\n", NUMBER_A_12),
        ("abc201d", "2001\n", GRID_SIDE),
        ("abc229h", "9\n", BOARD_8),
        ("partizan", "100001\n", SUMS_T),
        ("abc354e", "1\n1 1000000001\n", CARD_SIDE),
        ("abc380f", "11\n", HAND_N),
        ("abc255g", "1 1\n5\n5 6\n", TAKE_Y_5),
        ("abc297g", "1 1 1000000000000000001\n", MOST_R_1),
        ("abc368f", "1\n10000001\n", NUMBER_A),
        ("hdu5795", "1\n1\n1000000000000000001\n", PILE),
        ("cf2004e", "10001\n", CASES_CF),
        ("cf2004e", "1\n1000001\n", PILES_CF),
        ("cf2004e", "1\n1\n10000001\n", PILE_CF),
        ("abc206f", "21\n", CASES_206),
        ("abc206f", "1\n101\n", INTERVALS_206),
        ("abc206f", "1\n1\n1000000000\n", LEFT_206),
        ("abc206f", "1\n1\n5 1000000001\n", RIGHT_206_6),
        ("luogu_p2148", "1\n1000002\n", PILES_2148),
        ("luogu_p2148", "1\n2\n1 1000000000000000001\n", PILE_2148),
        ("arc091f", "201\n", PILES_091),
        ("arc091f", "1\n1000000001\n", STONES_091),
        ("arc091f", "1\n1 1000000001\n", CONSTANT_091),
        ("bitwise_xor_convolution", "21\n", BITS_XOR),
        ("bitwise_xor_convolution", "1\n1 998244353\n", A_XOR),
        ("bitwise_xor_convolution", "1\n1 2\n3 998244353\n", B_XOR),
        ("abc212h", "1000000000000000001\n", HEAPS_212),
        ("abc212h", "1 65536\n", SIZES_212),
        ("abc212h", "1 1\n65536\n", SIZE_212),
        ("luogu_p4301", "1000001\n", PILES_4301),
        ("luogu_p4301", "1\n1000000000001\n", PILE_4301),
        ("luogu_p5675", "100001\n", PILES_5675),
        ("luogu_p5675", "1\n1000000000000000001\n", PILE_5675),
        ("luogu_p2490", "1000001\n", SQUARES_2490),
        ("luogu_p2490", "10 11\n", PIECES_2490),
        ("luogu_p2490", "10 4 5\n", MOVED_2490),
        ("luogu_p5363", "1000001\n", SQUARES_5363),
        ("luogu_p5363", "10 11\n", COINS_5363),
        ("abc317f", "1000000000000000001\n", N_317),
        ("abc317f", "13 11\n", A_317),
        ("cf2027e2", "100001\n", CASES_2027),
        ("cf2027e2", "1\n1000001\n", PILES_2027),
        ("cf2027e2", "1\n1\n1000000000000000001\n", A_2027),
        ("cf2027e2", "1\n1\n1 1000000000000000001\n", B_2027),
        ("abc261h", "1000001\n", VERTICES_261),
        ("abc261h", "4 1000001\n", EDGES_261),
        ("abc261h", "4 1 5\n", VERTEX_1_4),
        ("abc261h", "4 1 1\n1 2 1000000001\n", WEIGHT_261),
        ("luogu_p6560", "1000001\n", VERTICES_6560),
        ("luogu_p6560", "5 1000001\n", EDGES_6560),
        ("luogu_p6560", "5 1 501\n", ROUNDS_6560),
        ("luogu_p6560", "5 1 1\n1 6\n", VERTEX_1_5),
        ("abc278g", "2001\n", CARDS_278),
        ("abc278g", "6 7\n", LEAST_278),
        ("abc278g", "6 1 7\n", MOST_278),
        ("abc278g", "6 1 2\n7\n", A_278),
        ("abc278g", "6 1 2\n1 7\n", B_278),
    ];
    for &(name, input, field) in over {
        let case = cases().into_iter().find(|c| c.name == name).unwrap();
        let toks = tokens(input.as_bytes());
        let (start, end) = *toks.last().unwrap();
        let expected = format!(
            "{}: expected {field}, found \"{}\"",
            position(input.as_bytes(), start),
            &input[start..end]
        );
        assert_eq!(error_of(&case, input.as_bytes()), expected, "{name}");
    }
}

#[test]
fn huge_counts_and_extra_tokens() {
    for case in cases() {
        let sample = case.sample.as_bytes();
        // Where the first token is a count, 10^18 is too many; elsewhere it may be a value.
        if case.counted {
            let first = tokens(sample)[0];
            let input = [
                b"1000000000000000000".as_slice(),
                &sample[first.1..],
                b" 1 2",
            ]
            .concat();
            let expected = format!(
                "line 1, column 1: expected {}, found \"1000000000000000000\"",
                case.fields[0]
            );
            assert_eq!(error_of(&case, &input), expected, "{}", case.name);
        }
        // Where cases run to the end of input, another token starts another case.
        if case.open_ended {
            continue;
        }
        let input = [sample, b"  5\n"].concat();
        let expected = format!(
            "{}: expected end of input, found \"5\"",
            position(&input, sample.len() + 2)
        );
        assert_eq!(error_of(&case, &input), expected, "{}", case.name);
    }
}

#[test]
fn a_very_long_token_and_a_very_long_line() {
    for case in cases() {
        let sample = case.sample.as_bytes();
        let index = 1.min(tokens(sample).len() - 1);
        let (start, end) = tokens(sample)[index];
        let long = "9".repeat(1 << 20);
        let input = [&sample[..start], long.as_bytes(), &sample[end..]].concat();
        let expected = format!(
            "{}: expected {}, found \"{}...\" ({} bytes)",
            position(sample, start),
            case.fields[index],
            "9".repeat(32),
            1 << 20
        );
        assert_eq!(error_of(&case, &input), expected, "{}", case.name);
    }
    // 200 000 piles on one line are fine; one more value is not.
    let line = vec!["7"; 200_000].join(" ");
    let input = format!("200000\n{line}\n");
    let anti_nim = problem("anti_nim").solve;
    assert_eq!(anti_nim(input.as_bytes()).unwrap(), "No\n");
    let input = format!("200000\n{line} 7\n");
    let e = anti_nim(input.as_bytes()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2, column 400001: expected end of input, found \"7\""
    );
}

/// Problems whose cases are lines, not a count of tokens.
const LINE_BASED: [&str; 1] = ["partizan"];

#[test]
fn valid_variants_still_answer() {
    for case in cases() {
        let s = case.sample;
        let variants = [
            s.replace('\n', "\r\n"),
            s.replace(' ', "\t"),
            s.trim_end().to_string(),
            s.replace('\n', "\n\n \n"),
            format!("\n\n{s}\n\n"),
            // Leading zeros on every number (an octal code or a word is not a number: `00.07`
            // is no code, `00abc` no word).
            tokens(s.as_bytes())
                .iter()
                .map(|&(a, b)| {
                    let token = &s[a..b];
                    let number = token.bytes().all(|b| b.is_ascii_digit());
                    let zeros = if number { "00" } else { "" };
                    format!("{zeros}{token} ")
                })
                .collect(),
        ];
        // Where a line is one case (a sum of any number of components), joining the lines is
        // another input: the last variant is for token formats only.
        let keep = if LINE_BASED.contains(&case.name) {
            variants.len() - 1
        } else {
            variants.len()
        };
        for v in variants.into_iter().take(keep) {
            assert_eq!(
                (case.solve)(v.as_bytes()).unwrap(),
                case.answer,
                "{} on {v:?}",
                case.name
            );
        }
    }
}

/// 2 000 mutations of each sample; CI's second tier runs 20 000 more from another seed.
#[test]
fn mutation_fuzz_never_panics_and_always_locates() {
    mutation_fuzz(20_261_122, 2_000);
}

#[test]
#[ignore = "tier 2: .ci/run runs it"]
fn tier2_mutation_fuzz_at_length() {
    mutation_fuzz(20_261_127, 20_000);
}

/// `count` mutations of each case's sample: each answered (with lines of the answer's form)
/// or refused with an error that locates itself and says what it expected and found; enough
/// of both kinds that the mutations reach past the first token.
fn mutation_fuzz(seed: u64, count: usize) {
    let mut rng = Rng::new(seed);
    for case in cases() {
        let (mut answers, mut errors) = (0, 0);
        for _ in 0..count {
            let input = mutate(&mut rng, case.sample.as_bytes());
            let result = std::panic::catch_unwind(|| (case.solve)(&input));
            let shown = String::from_utf8_lossy(&input).into_owned();
            match result {
                Err(_) => panic!("{} panicked on {shown:?}", case.name),
                Ok(Ok(out)) => {
                    assert!(
                        !out.is_empty() || case.empty_ok,
                        "{} on {shown:?}",
                        case.name
                    );
                    assert!(
                        out.lines().all(case.line_ok),
                        "{} on {shown:?}: {out:?}",
                        case.name
                    );
                    answers += 1;
                }
                Ok(Err(e)) => {
                    assert!(
                        e.line >= 1 && e.column >= 1,
                        "{} on {shown:?}: {e}",
                        case.name
                    );
                    let lines = input.split(|&b| b == b'\n').count();
                    assert!(e.line <= lines, "{} on {shown:?}: {e}", case.name);
                    assert!(
                        e.message.starts_with("expected "),
                        "{} on {shown:?}: {e}",
                        case.name
                    );
                    assert!(
                        e.message.contains(", found "),
                        "{} on {shown:?}: {e}",
                        case.name
                    );
                    errors += 1;
                }
            }
        }
        // A tree's edges depend on each other (a changed vertex closes a cycle or leaves the
        // range), and so do a date's fields and a game's moves, so fewer of their mutations are still inputs; a
        // component's letters, a board's rows and a game record's moves (each must be legal
        // where the game stands) have a small alphabet each; a round's start and target are
        // two of five vertices, and must differ; a rectangle's last row and column are bounded
        // by its first ones.
        let small = [
            "luogu_p6560",
            "spoj_cot3",
            "abc278g",
            "hdu3094",
            "hdu1079",
            "partizan",
            "luogu_p4055",
            "luogu_p1971",
            "abc201d",
            "luogu_p2594",
            "agc017d",
            "agc010f",
            "abc229h",
            "cf1704f",
            "cf494e",
        ];
        let least = count / if small.contains(&case.name) { 50 } else { 20 };
        assert!(
            answers > least && errors > count / 20,
            "{}: {answers} answers, {errors} errors",
            case.name
        );
    }
}
