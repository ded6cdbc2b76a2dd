//! `grundy --help`: the text, one section a subcommand.

/// The help text.
pub const HELP: &str = "\
grundy: print the SG values of a game, certify their period, analyse positions

usage:
  grundy subtract S1 S2 ... [options]   take exactly s tokens, s in S (1 <= s <= 10^6);
                                        a range lo..hi stands for every move from lo to hi
  grundy octal CODE [options]           octal game in Guy's notation, e.g. 0.77 or 4.07, any
                                        length
  grundy hex CODE [options]             hexadecimal take-and-break code, e.g. 0.F or 8.1 (bit 8
                                        of a digit: leave three non-empty heaps), any length;
                                        without bit 8, an octal game (its engine and defaults);
                                        with it, --work bounds the table (a few seconds) and
                                        a proof of an arithmetic period is capped at 2^20
                                        configurations and 2^18 automaton states (every code
                                        of two digits: at most 4 s of CPU and 84 MB)
  grundy heap RULES [options]           a heap game by its rules (periods proved only when
                                        they are a take-and-break code; else the values and the
                                        pattern grundy guess finds, marked as a guess):
                                          take SET [then split [exactly] K]; split K;
                                          divide D,D,...  ('then split K': leave up to K
                                          heaps; Kayles is 'take 1,2 then split 2')
                                        SET: amounts, ranges lo..hi and families, with commas:
                                        3, 1..n/2, n/3..n/2, squares, cubes, primes, fibonacci,
                                        powers2 (..powers10), divisors (proper), coprime, any;
                                        amounts are integers and n with + - * / (rounding down)
                                        e.g. grundy heap 'take any; split 3'  (HDU 5795)
                                             grundy heap 'take 1..n/2'        (at most half)
                                             grundy heap 'take 1..3 then split 2; divide 2'
  grundy NAME [options]                 kayles (0.77), dawsons-kayles or dawson (0.07),
                                        dawsons-chess (0.137), treblecross (0.007)
  grundy grundys-game [options]         split a heap into two unequal heaps (no period is
                                        ever claimed: whether there is one is open)
  grundy lasker [options]               Lasker's Nim: remove any number, or split a heap in two
  grundy nim --count N LO..HI [--mod P] Nim (a heap's value is its size): --count only
  grundy moore K --count N LO..HI [--mod P]
  grundy moore K --count N --total T [--mod P]
                                        Moore's Nim_K (a move lowers 1 to K heaps): how many
                                        positions of N heaps, each of LO..=HI tokens (any sizes
                                        to 10^18; the work grows as N^3, N^2 when LO = 0), or
                                        of T tokens in all (T <= 10^6), the player to move wins
                                        and loses, by binary digit; exactly, or modulo P (a
                                        prime with --total)
  grundy staircase --count N LO..HI [--mod P]
  grundy staircase --count N --total T [--mod P]
                                        staircase Nim on N steps (step 1 next to the ground):
                                        the same counts (the odd steps are Nim)
  grundy fibonacci [options]            take a Fibonacci number (1, 2, 3, 5, 8, ...) of tokens
  grundy nim-product [--upto N]         the nim multiplication table a (x) b for a, b <= N
                                        (default 15, at most 255): Turning Corners' values
  grundy ruler [--upto N]               Ruler (turn a run of coins): G(n), coins from 1
  grundy mock-turtles [--upto N]        Mock Turtles (turn 1, 2 or 3 coins): G(n), coins from 0;
                                        both closed forms, checked against the moves (--list
                                        prints 'n G(n)' lines, or 'a b a(x)b' for nim-product)
  grundy wythoff [--upto N]             Wythoff's game: the table of G(a, b) for a, b <= N
                                        (default 15, at most 1000; --list: 'a b G' lines)
  grundy dynamic K [--upto N]           k-fold dynamic subtraction (Fibonacci Nim for K = 2;
                                        1 <= K <= 10^18): the losing heaps up to N (default
                                        1000, at most 10^18; at most 100000 listed); --list:
                                        'n t' lines, t the smallest winning first take (0:
                                        lost; N <= 10^7); --heaps H ...: each heap's greedy
                                        sum and answer; --svg FILE: each heap's take
  grundy partizan GAME POSITION         a partizan position: its canonical form (0, 3, -1/2, *,
                                        *2, ^, v, ^*, v*, ±1, {L1, L2 | R1}), outcome class,
                                        mean and temperature. GAME POSITION: hackenbush BRR,
                                        domineering ../.. (rows, . empty, # filled), toads
                                        TT.F, cutcake 3x2 (as the partizan binary's --help)
  grundy partizan GAME --table [--upto N]
                                        a family's values: cutcake W x H (N <= 64, default 8),
                                        hackenbush strings (N <= 12 edges, default 4),
                                        domineering m x n rectangles (N <= 5, default 4);
                                        --svg FILE: cutcake's or domineering's outcome
                                        classes as a picture
  grundy misere CODE [--upto N] [--svg FILE [--width W]]
                                        the misère quotient of an octal game (or kayles,
                                        dawsons-kayles, ...), heap by heap until proved
                                        final for every heap (preperiod, period), until heap
                                        N (N <= 10000) or until the limits (1000 elements,
                                        10^6 options or heaps, 4*10^8 steps: about 5 s, 300 MB; then
                                        partial, saying why; exit 2 if that is short of
                                        --upto N): a presentation (generators,
                                        relations; elements named by normal words), each
                                        heap's element, the P-portion, the products, and
                                        whether it is tame (misère Nim on the SG values) or
                                        wild; --svg draws each heap's element
  grundy guess [--grid] [--at ...] [--code rust|cpp]
                                        the simplest pattern of a table read on stdin (your
                                        own game's, any brute force's): see grundy guess --help
  grundy play GAME HEAPS ...            play the game against the computer from these heaps:
                                        'grundy play nim 3 4 5', 'grundy play kayles 5 7',
                                        'grundy play octal 0.07 5 7' (subtract: --heaps H ...);
                                        a move is a line of at most 1000 bytes; --max and
                                        --work are the only options

options:
  --upto N       print the values for n = 0..=N (0 <= N <= 10^7), or fail (exit 2) saying
                 where the table stopped when neither a period nor the values reach N
                 (default: two periods past the pre-period once one is proven, at least
                 0..=99 and at most 0..=299)
  --list         print one 'n G(n)' pair per line instead of the table, for scripts, then the
                 last line of the table as a comment ('# periodic from n = ...')
  --max N        compute at most N values (1 <= N <= 10^8; default 10^6, or --upto + 1 when
                 that is more)
  --work W       visit at most W options and pairs (1 <= W <= 10^13; default 4*10^9 for an
                 octal game, 2.5*10^8 for a subtraction game, a bit-8 hex code or rules: some
                 seconds) before giving up
                 on a period: raise both for far periods:
                 grundy octal 0.376 --max 5000000 --work 1000000000000
  --summary      research runs (octal codes, grundys-game, their names): instead of the
                 table, one line each: game, n, fnv1a64 (FNV-1a 64 of G(0..n-1), each value
                 as 4 little-endian bytes), max V at H, rare R (the fewest rare heaps any mask
                 leaves, heap 0 left out), and the period with its certificate or 'no period';
                 needs --upto N (N < 2^40) or --max N (N <= 2^40), refused when the machine's
                 memory cannot hold a byte a value; no work limit unless --work is given
  --no-period    (research runs) compute every value to N even where a period is proven on
                 the way; the summary's period is then proven on all of them. Without
                 --summary a research run lists 'n G(n)' lines to N, streamed from the table
  --progress     (research runs) a line on stderr each second: heap reached, values a
                 second, time left at that rate
  --checkpoint FILE
                 (research runs) save the table to FILE at least once a minute, at the end,
                 and on SIGINT or SIGTERM (then stop: exit 130 or 143, one line on stderr
                 saying where); the same command again goes on from FILE, to the same table
                 as a run that never stopped. A FILE of another game, or a damaged one, is
                 refused (exit 2). Written to FILE.tmp and renamed: a failed save leaves the
                 last one whole
  --heaps H ...  analyse the position of these heaps (0..=10^18): each heap's value, the xor,
                 who wins, and one winning move (which heap, what it becomes; for a split,
                 both parts), or that every move loses
  --count N LO..HI [--mod P]
                 how many positions of N heaps (1 <= N <= 10^18), each of LO..=HI tokens
                 (0 <= LO <= HI <= 10^18; heap 1, heap 2, ... in order), the player to move
                 wins and loses: exactly, or modulo an odd P <= 2^62 (a prime such as
                 998244353); for nim too (grundy nim --count 3 0..7). Heaps past the values
                 computed need a certified period; values below 2^22
  --table LANG   the certified table as source to paste into a solution, LANG rust or cpp:
                 the values before the period, the repeating block, OFFSET and PERIOD (and
                 SALTUS for an arithmetic period)
  --svg FILE     draw the table instead of printing it: a self-contained SVG picture, one
                 cell a value (0 black), a legend and axis labels, in colours colour-blind
                 readers tell apart (up to 15 values one colour each, more in at most 6
                 ranges of a light-to-dark ramp). A sequence is wrapped at its period (or a
                 multiple of it), so a periodic tail is vertical stripes, with the pre-period
                 outlined in dashes; a period past 400 at a divisor of it or a readable
                 width, and the title says so; wythoff and nim-product are drawn as a square
                 map. Also for nim-product, ruler, mock-turtles, wythoff and partizan --table
                 (at most 4 * 10^6 cells; past 30000 rectangles, about 2 MB, values share
                 wider ranges and the title says so); --svg - writes the picture to stdout
  --width N      wrap a sequence at N values a row (1 <= N <= 10000; default: cells at
                 most twice as many rows as columns, never one long row)
  --zero         wythoff and nim-product pictures: only whether each value is 0 (black)
  --bit K        wythoff and nim-product pictures: bit K of each value (0 <= K <= 31)
  -h, --help     this text

An octal digit d_i (i = 1, 2, ... after the point) says what removing i tokens may leave: bit 1
nothing, bit 2 one non-empty heap, bit 4 two non-empty heaps. The digit before the point is 0,
or 4: a heap may be split in two without removing anything.

The table's rows are as wide as the period once one is found, so the columns line up. The
last line is 'periodic from n = N0 with period P', or 'arithmetic-periodic from n = N0 with
period P and saltus S' (G(n + P) = G(n) + S), with how it was proven, or 'no period proved up to
n = N'. Certificates: for subtraction games a window of max(S) consecutive values that
repeats; for octal games the Guy-Smith theorem (if G(n + p) = G(n) for n0 <= n < 2 n0 + p + k,
with n0 >= 1 and k the code's length, then for all n >= n0), for codes and rules that leave up
to K heaps its K-heap form; for an arithmetic period of a code whose moves leave up to three
heaps, a decision of every heap's mex by automata over binary numbers (saltus up to 2^20; see
docs/library.md). Exit status 2 on bad arguments.
";
