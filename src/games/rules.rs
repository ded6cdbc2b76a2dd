//! Heap games given by rules as a contestant states them: take an amount from a set that may
//! depend on the heap (`1..n/2`, between `n/3` and `n/2`) or be a named infinite family
//! (squares, primes, Fibonacci numbers, powers, a proper divisor, a number coprime to the
//! heap), then leave what is left as up to `K` non-empty heaps (or exactly `K`); split a heap
//! into `K` heaps without taking; replace `n` by `floor(n / d)`; and take-and-break codes, octal or
//! hexadecimal, of any length.
//!
//! ## The rules' text
//! Rules are separated by `;` (or simply follow one another):
//!
//! ```text
//! take SET                 remove s tokens, s in SET (s >= 1); the rest stays one heap,
//!                          possibly empty
//! take SET then split K    remove s, then leave the rest as up to K non-empty heaps (none
//!                          when s was the whole heap; 2 <= K <= 8)
//! take SET then split exactly K
//!                          remove s, then split the rest into exactly K non-empty heaps
//! split K                  split a heap into K non-empty heaps, removing nothing
//! divide D,D,...           the heap n becomes floor(n / d) for a d of the list (d >= 2)
//! ```
//!
//! A SET is a comma-separated list of items: an amount (`3`, `n/2`), a range `lo..hi` of
//! amounts (both ends included: `1..3`, `1..n/2`, `n/3..n/2`), or a family: `squares`, `cubes`,
//! `primes`, `fibonacci` (1, 2, 3, 5, 8, …), `powers2` (1, 2, 4, …, any base from 2 to 10),
//! `divisors` (a proper divisor of n), `coprime` (an amount coprime to n), `any` (1..n). Amounts
//! are expressions of integers and `n` with `+ - * /` (`/` rounds down) and parentheses, at most
//! [`MAX_OPERATORS`] operators each. Amounts outside `1..=n` are no moves, with `then split` too
//! (`take n/5 then split 2` takes nothing from a heap below 5): only `split K` removes nothing.
//!
//! HDU 5795 is `take any; split 3`; "take at most half" is `take 1..n/2`; CF 2004E is
//! `take coprime`; Lasker's Nim is `take any; split 2`; Kayles (octal `0.77`, take 1 or 2 and
//! leave at most two heaps) is `take 1,2 then split 2`, and octal `0.44` is
//! `take 1,2 then split exactly 2`.
//!
//! ## Work
//! Every amount costs work ([`Budget::steps`]): an expression as many steps as it has
//! operators and numbers, a family one step for each number it tries (for `coprime` each
//! number up to the heap, and eight more for the gcd that tests it; for `divisors` each
//! candidate up to the square root), and each option one step more. A table stops, saying so,
//! when its budget is spent.
//!
//! ## Values and proofs
//! [`RulesSg`] computes `G(0), G(1), …` from the rules, each option's value the xor of the heaps
//! it leaves, within a work [`Budget`]. A period is *proved* only for rules that are a
//! take-and-break code, every amount a constant (at most `k`) and every move leaving at most
//! `K` heaps: then [`guy_smith`] applies the Guy–Smith argument for splits into up to `K` heaps
//! (see its documentation). Rules that use `n` or an infinite family are never certified from a
//! table, however periodic it looks: the table of `take squares` to any length is the table of
//! a finite subtraction game, and no finite table tells them apart.

use crate::core::budget::{reserve, Budget, Exhausted};
use crate::core::mex::Mex;
use crate::core::period::{guy_smith, Cycle};
use crate::core::sg_table::{for_each_split, StepLimit};
use crate::games::saltus::{self, certify_saltus, option_with_value, Proof, Saltus};
use crate::games::take_break::Code;

/// The most heaps one move may leave.
pub const MAX_PARTS: usize = 8;

/// The most operators (`+ - * /`) one amount may have.
pub const MAX_OPERATORS: usize = 100;

/// The largest constant amount [`Ruleset::code_moves`] lists (a longer code has no proof that
/// a table could reach).
pub const MAX_CODE_AMOUNT: usize = 1 << 20;

/// A heap game's rules: its moves, and the text they were read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ruleset {
    rules: Vec<Rule>,
    text: String,
    /// Read from a take-and-break code ([`Ruleset::code`]), not from rules' words.
    from_code: bool,
}

/// One kind of move.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Rule {
    /// Remove an amount of `set`; leave exactly `j` non-empty heaps for each bit `j` of
    /// `parts` (bit 0: nothing left, the amount was the whole heap).
    Take { set: Vec<Item>, parts: u16 },
    /// `n` becomes `floor(n / d)`.
    Divide(Vec<u64>),
}

/// An item of a set of amounts.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Item {
    /// Remove nothing (`split K`, and a code's digit before the point).
    Nothing,
    /// An amount; no move where it is not in `1..=n`.
    One(Expr),
    Range(Expr, Expr),
    Family(Family),
}

/// A named infinite set of amounts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    Squares,
    Cubes,
    Primes,
    Fibonacci,
    Powers(u64),
    Divisors,
    Coprime,
    Any,
}

/// An amount: integers and `n` with `+ - * /`.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Expr {
    N,
    Int(i128),
    Op(u8, Box<Expr>, Box<Expr>),
}

impl Expr {
    /// The value at heap `n` (`/` rounds down); `None` on division by zero or overflow.
    fn eval(&self, n: u64) -> Option<i128> {
        match self {
            Expr::N => Some(i128::from(n)),
            Expr::Int(v) => Some(*v),
            Expr::Op(op, a, b) => {
                let (x, y) = (a.eval(n)?, b.eval(n)?);
                match op {
                    b'+' => x.checked_add(y),
                    b'-' => x.checked_sub(y),
                    b'*' => x.checked_mul(y),
                    _ => (y != 0).then(|| x.div_euclid(y)),
                }
            }
        }
    }

    /// Steps to evaluate it: its numbers, `n`s and operators.
    fn cost(&self) -> u64 {
        match self {
            Expr::N | Expr::Int(_) => 1,
            Expr::Op(_, a, b) => 1 + a.cost() + b.cost(),
        }
    }

    /// `a op b`, computed now when neither uses `n` (and it neither overflows nor divides by
    /// zero).
    fn op(op: u8, a: Expr, b: Expr) -> Expr {
        let folded = Expr::Op(op, Box::new(a), Box::new(b));
        match folded.uses_n() {
            false => folded.eval(0).map_or(folded, Expr::Int),
            true => folded,
        }
    }

    /// Does it use `n`?
    fn uses_n(&self) -> bool {
        match self {
            Expr::N => true,
            Expr::Int(_) => false,
            Expr::Op(_, a, b) => a.uses_n() || b.uses_n(),
        }
    }
}

/// Reads an expression: `sum := product (('+'|'-') product)*`,
/// `product := atom (('*'|'/') atom)*`, `atom := integer | n | '(' sum ')'`.
struct ExprReader<'a> {
    text: &'a [u8],
    at: usize,
    whole: &'a str,
    /// Operators read so far (at most [`MAX_OPERATORS`]).
    operators: usize,
}

impl ExprReader<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn fail<T>(&self, what: &str) -> Result<T, String> {
        Err(format!(
            "expected {what} at column {} of the amount {:?}",
            self.at + 1,
            shorten(self.whole)
        ))
    }

    /// Counts an operator; refuses one past [`MAX_OPERATORS`] (so that evaluating an amount,
    /// which recurses as deep as its operators, stays shallow).
    fn operator(&mut self) -> Result<(), String> {
        self.operators += 1;
        if self.operators > MAX_OPERATORS {
            return Err(format!(
                "expected an amount of at most {MAX_OPERATORS} operators, found more in {:?}",
                shorten(self.whole)
            ));
        }
        self.at += 1;
        Ok(())
    }

    fn sum(&mut self, depth: usize) -> Result<Expr, String> {
        let mut left = self.product(depth)?;
        while let Some(op @ (b'+' | b'-')) = self.peek() {
            self.operator()?;
            let right = self.product(depth)?;
            left = Expr::op(op, left, right);
        }
        Ok(left)
    }

    fn product(&mut self, depth: usize) -> Result<Expr, String> {
        let mut left = self.atom(depth)?;
        while let Some(op @ (b'*' | b'/')) = self.peek() {
            self.operator()?;
            let right = self.atom(depth)?;
            if op == b'/' && right == Expr::Int(0) {
                return self.fail("a divisor other than 0");
            }
            left = Expr::op(op, left, right);
        }
        Ok(left)
    }

    fn atom(&mut self, depth: usize) -> Result<Expr, String> {
        match self.peek() {
            Some(b'n') => {
                self.at += 1;
                Ok(Expr::N)
            }
            Some(b'(') if depth < 16 => {
                self.at += 1;
                let inner = self.sum(depth + 1)?;
                if self.peek() != Some(b')') {
                    return self.fail("')'");
                }
                self.at += 1;
                Ok(inner)
            }
            Some(b'(') => self.fail("at most 16 nested parentheses"),
            Some(c) if c.is_ascii_digit() => {
                let start = self.at;
                while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    self.at += 1;
                }
                let digits = std::str::from_utf8(&self.text[start..self.at]).unwrap_or("");
                match digits.parse::<i128>() {
                    Ok(v) if v <= 1_000_000_000_000_000_000 => Ok(Expr::Int(v)),
                    _ => self.fail("an integer of at most 10^18"),
                }
            }
            _ => self.fail("an integer, n or '('"),
        }
    }
}

/// `text`, or its first 40 characters and an ellipsis (for a message of one line).
fn shorten(text: &str) -> String {
    match text.char_indices().nth(40) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.to_string(),
    }
}

/// Parses a whole amount.
fn parse_expr(text: &str) -> Result<Expr, String> {
    let mut reader = ExprReader {
        text: text.as_bytes(),
        at: 0,
        whole: text,
        operators: 0,
    };
    let e = reader.sum(0)?;
    if reader.at != text.len() {
        return reader.fail("an operator or the end");
    }
    Ok(e)
}

fn parse_family(word: &str) -> Option<Family> {
    Some(match word {
        "squares" => Family::Squares,
        "cubes" => Family::Cubes,
        "primes" => Family::Primes,
        "fibonacci" => Family::Fibonacci,
        "divisors" => Family::Divisors,
        "coprime" => Family::Coprime,
        "any" => Family::Any,
        _ => {
            let base: u64 = word.strip_prefix("powers")?.parse().ok()?;
            if !(2..=10).contains(&base) {
                return None;
            }
            Family::Powers(base)
        }
    })
}

fn parse_set(text: &str) -> Result<Vec<Item>, String> {
    if text.is_empty() {
        return Err("expected a set of amounts after take, found nothing".to_string());
    }
    let mut items = Vec::new();
    for part in text.split(',') {
        if let Some(f) = parse_family(part) {
            items.push(Item::Family(f));
        } else if let Some((lo, hi)) = part.split_once("..") {
            items.push(Item::Range(parse_expr(lo)?, parse_expr(hi)?));
        } else if part
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() && c != 'n')
        {
            return Err(format!(
                "expected an amount, a range lo..hi or a family (squares, cubes, primes, \
                 fibonacci, powers2 to powers10, divisors, coprime, any), found {part:?}"
            ));
        } else {
            items.push(Item::One(parse_expr(part)?));
        }
    }
    Ok(items)
}

/// The words of the rules' text that start a rule or a part of one.
const KEYWORDS: [&str; 4] = ["take", "split", "divide", "then"];

fn parse_parts(word: Option<&str>) -> Result<usize, String> {
    match word.and_then(|w| w.parse::<usize>().ok()) {
        Some(k) if (2..=MAX_PARTS).contains(&k) => Ok(k),
        _ => Err(format!(
            "expected the number of heaps after split, 2..={MAX_PARTS}, found {}",
            word.map_or("nothing".to_string(), |w| format!("{w:?}"))
        )),
    }
}

impl Ruleset {
    /// Reads rules in the text described in the module documentation: `take 1..n/2`,
    /// `take any; split 3`, `take squares`, `divide 2,3; take 1`, `take 1..3 then split 2`.
    ///
    /// O(length of the text).
    ///
    /// ```
    /// use grundy::games::rules::{Ruleset, RulesSg};
    /// use grundy::core::budget::Budget;
    /// // HDU 5795: take any number, or split a heap into three.
    /// let rules = Ruleset::parse("take any; split 3").unwrap();
    /// let mut sg = RulesSg::new(rules);
    /// sg.extend_to(17, Budget { steps: 1 << 30, values: 1 << 20 }).unwrap();
    /// assert_eq!(sg.values()[6..10], [6, 8, 7, 9]);
    /// assert!(Ruleset::parse("take 1..").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Ruleset, String> {
        // Words, with ';' a word of its own.
        let spaced = text.replace(';', " ; ");
        let words: Vec<&str> = spaced.split_whitespace().collect();
        let mut rules = Vec::new();
        let mut i = 0;
        while i < words.len() {
            match words[i] {
                ";" => i += 1,
                "take" => {
                    // The set runs to the next keyword or ';', its spaces removed.
                    let mut j = i + 1;
                    while j < words.len() && words[j] != ";" && !KEYWORDS.contains(&words[j]) {
                        j += 1;
                    }
                    let set = parse_set(&words[i + 1..j].concat())?;
                    if words.get(j) == Some(&"then") {
                        if words.get(j + 1) != Some(&"split") {
                            return Err(format!(
                                "expected split after then, found {}",
                                words
                                    .get(j + 1)
                                    .map_or("nothing".to_string(), |w| format!("{w:?}"))
                            ));
                        }
                        // `then split K`: up to K heaps (bits 0..=K); `exactly K`: bit K.
                        let exactly = words.get(j + 2) == Some(&"exactly");
                        let at = j + 2 + usize::from(exactly);
                        let k = parse_parts(words.get(at).copied())?;
                        let parts = if exactly { 1 << k } else { (1 << (k + 1)) - 1 };
                        rules.push(Rule::Take { set, parts });
                        i = at + 1;
                    } else {
                        rules.push(Rule::Take { set, parts: 0b11 });
                        i = j;
                    }
                }
                "split" => {
                    let k = parse_parts(words.get(i + 1).copied())?;
                    rules.push(Rule::Take {
                        set: vec![Item::Nothing],
                        parts: 1 << k,
                    });
                    i += 2;
                }
                "divide" => {
                    let mut j = i + 1;
                    while j < words.len() && words[j] != ";" && !KEYWORDS.contains(&words[j]) {
                        j += 1;
                    }
                    let list = words[i + 1..j].concat();
                    let mut ds = Vec::new();
                    for d in list.split(',') {
                        match d.parse::<u64>() {
                            Ok(d) if (2..=1_000_000_000_000_000_000).contains(&d) => ds.push(d),
                            _ => {
                                return Err(format!(
                                    "expected divisors 2..=10^18 after divide, such as divide \
                                     2,3; found {d:?}"
                                ))
                            }
                        }
                    }
                    rules.push(Rule::Divide(ds));
                    i = j;
                }
                other => {
                    return Err(format!(
                        "expected a rule (take SET, take SET then split K, split K, divide D,...), \
                         found {other:?}"
                    ))
                }
            }
        }
        if rules.is_empty() {
            return Err("expected at least one rule, such as take 1..n/2".to_string());
        }
        Ok(Ruleset {
            rules,
            text: text.split_whitespace().collect::<Vec<_>>().join(" "),
            from_code: false,
        })
    }

    /// A take-and-break code of any length: `d0.d1d2…`, digit `d_i` saying what removing `i`
    /// tokens may leave, bit 1 nothing, bit 2 one non-empty heap, bit 4 two, bit 8 three
    /// (hexadecimal digits `0-9A-F`; an octal code has no bit 8). `d0` is about removing nothing:
    /// bit 4 a split in two, bit 8 in three.
    ///
    /// O(length of the code).
    ///
    /// ```
    /// use grundy::games::rules::Ruleset;
    /// let kayles = Ruleset::code("0.77").unwrap();
    /// assert_eq!(kayles.finite(), Some((2, 2)));
    /// let hex = Ruleset::code("0.F").unwrap(); // take 1, leave 0 to 3 heaps
    /// assert_eq!(hex.finite(), Some((1, 3)));
    /// assert!(Ruleset::code("0.G").is_err());
    /// ```
    pub fn code(code: &str) -> Result<Ruleset, String> {
        Ok(Ruleset::of_code(&Code::parse_hex(code)?, code))
    }

    /// The rules of a parsed `code`, `text` as they were given.
    ///
    /// O(length of the code).
    pub fn of_code(code: &Code, text: &str) -> Ruleset {
        let d0 = code.d0();
        let mut rules = Vec::new();
        // Removing nothing and leaving one heap (or none) is no move.
        if d0 & !0b11 != 0 {
            rules.push(Rule::Take {
                set: vec![Item::Nothing],
                parts: u16::from(d0 & !0b11),
            });
        }
        for (at, &d) in code.digits().iter().enumerate() {
            if d != 0 {
                rules.push(Rule::Take {
                    set: vec![Item::One(Expr::Int(at as i128 + 1))],
                    parts: u16::from(d),
                });
            }
        }
        Ruleset {
            rules,
            text: text.to_string(),
            from_code: true,
        }
    }

    /// Were the rules read from a take-and-break code ([`code`](Self::code),
    /// [`of_code`](Self::of_code)) rather than from rules' words (even words that make a
    /// code: [`finite`](Self::finite) says that)?
    ///
    /// O(1).
    ///
    /// ```
    /// use grundy::games::rules::Ruleset;
    /// assert!(Ruleset::code("0.F").unwrap().is_code());
    /// assert!(!Ruleset::parse("take 1 then split 3").unwrap().is_code());
    /// ```
    pub fn is_code(&self) -> bool {
        self.from_code
    }

    /// The rules as they were given.
    ///
    /// O(1).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// `Some((k, K))` when the rules are a take-and-break code: every amount a constant, the
    /// largest `k`, every move leaving at most `K` heaps (at least 1), no division and no
    /// family. Only then can a period be proved ([`guy_smith`]).
    ///
    /// O(number of rules).
    pub fn finite(&self) -> Option<(usize, usize)> {
        let (mut most, mut parts) = (0usize, 1usize);
        for rule in &self.rules {
            let Rule::Take { set, parts: p } = rule else {
                return None;
            };
            for item in set {
                let amount = match item {
                    Item::Nothing => 0,
                    Item::One(e) if !e.uses_n() => e.eval(0)?,
                    Item::Range(lo, hi) if !lo.uses_n() && !hi.uses_n() => hi.eval(0)?,
                    _ => return None,
                };
                // An amount below 1 is no move (and, taking nothing, no part of the code).
                most = most.max(usize::try_from(amount).unwrap_or(0));
            }
            parts = parts.max(16 - p.leading_zeros() as usize - 1);
        }
        Some((most, parts))
    }

    /// The moves of rules that are a take-and-break code, by amount: bit `t` of `moves[j]`
    /// set when removing `j` tokens may leave `t` non-empty heaps (as
    /// [`certify_saltus`] reads them); `None` when
    /// [`finite`](Self::finite) is, when an amount passes [`MAX_CODE_AMOUNT`] or when memory
    /// for the list runs out.
    ///
    /// O(k + number of rules and amounts).
    ///
    /// ```
    /// use grundy::games::rules::Ruleset;
    /// let rules = Ruleset::parse("take 1..2 then split exactly 3; split 2").unwrap();
    /// assert_eq!(rules.code_moves(), Some(vec![0b100, 0b1000, 0b1000]));
    /// // `then split 3`: leave up to three heaps (none when the amount is the whole heap).
    /// let up_to = Ruleset::parse("take 1..2 then split 3").unwrap();
    /// assert_eq!(up_to.code_moves(), Some(vec![0, 0b1111, 0b1111]));
    /// ```
    pub fn code_moves(&self) -> Option<Vec<u16>> {
        let (most, _) = self.finite()?;
        if most > MAX_CODE_AMOUNT {
            return None;
        }
        let mut moves = Vec::new();
        reserve(&mut moves, most + 1).ok()?;
        moves.resize(most + 1, 0u16);
        for rule in &self.rules {
            let Rule::Take { set, parts } = rule else {
                return None;
            };
            for item in set {
                let (lo, hi) = match item {
                    Item::Nothing => {
                        moves[0] |= parts & !0b11;
                        continue;
                    }
                    Item::One(e) => (e.eval(0)?, e.eval(0)?),
                    Item::Range(lo, hi) => (lo.eval(0)?, hi.eval(0)?),
                    Item::Family(_) => return None,
                };
                for j in lo.max(1)..=hi {
                    moves[usize::try_from(j).ok()?] |= *parts;
                }
            }
        }
        Some(moves)
    }

    /// Do the rules use `n` or a named infinite family (so no period can be proved)?
    ///
    /// O(number of rules).
    pub fn infinite(&self) -> bool {
        self.finite().is_none()
    }
}

/// The SG values of a [`Ruleset`], computed from its rules.
///
/// # Example
/// Take at most half the heap: `G(2k) = k`, `G(2k + 1) = G(k)`, never certified.
///
/// ```
/// use grundy::games::rules::{Ruleset, RulesSg};
/// use grundy::core::budget::Budget;
/// let mut sg = RulesSg::new(Ruleset::parse("take 1..n/2").unwrap());
/// let budget = Budget { steps: 1 << 30, values: 1 << 20 };
/// assert_eq!(sg.extend_certified(1000, budget), Ok(None)); // uses n: no proof
/// assert_eq!(sg.values()[..8], [0, 0, 1, 0, 2, 1, 3, 0]);
/// let m = sg.move_to(12, 0).unwrap(); // G(12) = 6: a move to value 0
/// assert_eq!((m.take, m.left.clone()), (5, vec![7]));
/// ```
pub struct RulesSg {
    rules: Ruleset,
    values: Vec<u32>,
    mex: Mex,
    steps: u64,
    /// Primes below `sieve.len()`, when a rule takes primes.
    sieve: Vec<bool>,
    cycle: Option<Cycle>,
    saltus: Option<Saltus>,
    /// The last arithmetic period tried and not proved ([`Proof::Refuted`] or
    /// [`Proof::Undecided`]), not to be tried again.
    tried: Option<Proof>,
}

/// A move of one heap: the amount taken and the heaps left (none, one, or the parts of a
/// split); for a division, `take` is what the division removes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleMove {
    /// Tokens removed.
    pub take: u64,
    /// The heaps left, largest first.
    pub left: Vec<u64>,
}

/// Why a walk over a heap's options stopped early.
enum Stop {
    /// The work ran out inside the heap's options.
    OutOfWork,
    /// The move searched for is found.
    Found,
}

impl RulesSg {
    /// The table of `rules`, empty so far.
    ///
    /// O(1).
    pub fn new(rules: Ruleset) -> Self {
        RulesSg {
            rules,
            values: Vec::new(),
            mex: Mex::new(),
            steps: 0,
            sieve: Vec::new(),
            cycle: None,
            saltus: None,
            tried: None,
        }
    }

    /// The rules.
    ///
    /// O(1).
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// `G(0), G(1), …` so far.
    ///
    /// O(1).
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// Options visited so far.
    ///
    /// O(1).
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The period [`guy_smith`] proved, if any.
    ///
    /// O(1).
    pub fn cycle(&self) -> Option<Cycle> {
        self.cycle
    }

    /// The arithmetic period [`certify_saltus`] proved, if any (then [`cycle`](Self::cycle)
    /// is `None`: the values grow without bound).
    ///
    /// O(1).
    pub fn saltus(&self) -> Option<Saltus> {
        self.saltus
    }

    /// The last arithmetic period the table showed and [`certify_saltus`] did not prove
    /// (refuted at a heap, or undecided), if any and none was proved.
    ///
    /// O(1).
    pub fn saltus_not_proved(&self) -> Option<Proof> {
        self.tried.filter(|_| self.saltus.is_none())
    }

    /// `G(h)`: computed values directly, larger heaps through a proved period or arithmetic
    /// period (`None` past `u32`; [`Saltus::value`] gives those).
    ///
    /// O(1).
    pub fn get(&self, h: u64) -> Option<u32> {
        let stored = usize::try_from(h).ok().and_then(|i| self.values.get(i));
        match (stored, self.cycle, self.saltus) {
            (Some(&v), _, _) => Some(v),
            (None, Some(c), _) => Some(self.values[c.reduce(h)]),
            (None, None, Some(s)) => s.value(&self.values, h)?.try_into().ok(),
            (None, None, None) => None,
        }
    }

    /// Computes values until `len` are known, within `budget`.
    ///
    /// O(options visited), counted as steps and bounded by `budget` (a heap whose options would
    /// pass it is not computed): O(amounts) per heap for a take, O(m^(K-1)) for splits of `m`
    /// into `K` heaps.
    pub fn extend_to(&mut self, len: usize, budget: Budget) -> Result<(), Exhausted> {
        while self.values.len() < len {
            let exhausted = |out_of_memory, s: &Self| Exhausted {
                values: s.values.len(),
                steps: s.steps,
                out_of_memory,
            };
            budget.allows(self.steps, self.values.len())?;
            if reserve(&mut self.values, 1).is_err() {
                return Err(exhausted(true, self));
            }
            self.grow_sieve(self.values.len() + 1);
            let n = self.values.len();
            let limit = budget.steps.saturating_sub(self.steps);
            let mut steps = 0u64;
            let mut mex = std::mem::take(&mut self.mex);
            let done = self.options(n as u64, &mut mex, &mut steps, limit);
            self.mex = mex;
            self.steps += steps;
            if done.is_err() {
                // The heap's options would pass the budget: forget the half-listed set.
                self.mex.take();
                return Err(exhausted(false, self));
            }
            let v = self.mex.take();
            self.values.push(v);
        }
        Ok(())
    }

    /// [`extend_to`](Self::extend_to), checking the [`guy_smith`] bound as the table grows (each
    /// time it has grown by a quarter) when the rules are a code, and, for codes whose moves
    /// leave up to three heaps, an arithmetic period ([`certify_saltus`]; then
    /// [`saltus`](Self::saltus) says which). Stops at a proved period of either kind, returning
    /// a period of the first kind. Out of budget, what was computed is still checked; `Err`
    /// only if that proves nothing.
    ///
    /// As [`extend_to`](Self::extend_to), plus O(N) checks each time the table grows by a
    /// quarter, and the work of [`certify_saltus`] each time the table shows a new candidate.
    pub fn extend_certified(
        &mut self,
        len: usize,
        budget: Budget,
    ) -> Result<Option<Cycle>, Exhausted> {
        let Some((k, parts)) = self.rules.finite() else {
            return self.extend_to(len, budget).map(|()| None);
        };
        let moves = self.rules.code_moves().filter(|_| parts == 3);
        let mut target = self.values.len().max(64).min(len);
        while self.cycle.is_none() && self.saltus.is_none() {
            let grown = self.extend_to(target, budget);
            self.cycle = guy_smith(&self.values, k, parts).map(|proof| proof.cycle);
            if let (None, Some(moves)) = (self.cycle, &moves) {
                let tried = match self.tried {
                    Some(Proof::Refuted { candidate, .. } | Proof::Undecided(candidate)) => {
                        Some(candidate)
                    }
                    _ => None,
                };
                let fresh = saltus::candidate(&self.values).filter(|&c| Some(c) != tried);
                if fresh.is_some() {
                    match certify_saltus(moves, &self.values) {
                        Proof::Proved(found) => self.saltus = Some(found),
                        tried @ (Proof::Refuted { .. } | Proof::Undecided(_)) => {
                            self.tried = Some(tried)
                        }
                        Proof::TooShort(_) | Proof::NoCandidate => {}
                    }
                }
            }
            match grown {
                Err(e) if self.cycle.is_none() && self.saltus.is_none() => return Err(e),
                _ if target >= len => break,
                _ => target = (target + target / 4 + 1).min(len),
            }
        }
        Ok(self.cycle)
    }

    fn grow_sieve(&mut self, len: usize) {
        let wants = self.rules.rules.iter().any(|r| match r {
            Rule::Take { set, .. } => set.contains(&Item::Family(Family::Primes)),
            Rule::Divide(_) => false,
        });
        if !wants || self.sieve.len() >= len {
            return;
        }
        let size = (len * 2).max(1024);
        let mut sieve = vec![true; size];
        sieve[0] = false;
        if size > 1 {
            sieve[1] = false;
        }
        let mut p = 2;
        while p * p < size {
            if sieve[p] {
                (p * p..size).step_by(p).for_each(|m| sieve[m] = false);
            }
            p += 1;
        }
        self.sieve = sieve;
    }

    /// Calls `each` with every amount of `set` at heap `n` that is a move (`1..=n`, or 0 for
    /// [`Item::Nothing`]; each at most once per item: an amount in two items comes twice, which
    /// the mex does not mind), passing it `steps`. Charges `steps` for the work of finding
    /// them (an expression's [`Expr::cost`], one step for each number a range or family tries)
    /// and stops past `limit`, or early when `each` says so.
    fn amounts(
        &self,
        set: &[Item],
        n: u64,
        steps: &mut u64,
        limit: u64,
        each: &mut dyn FnMut(u64, &mut u64) -> Result<(), Stop>,
    ) -> Result<(), Stop> {
        let eval = |e: &Expr, steps: &mut u64| charge(steps, e.cost(), limit).map(|()| e.eval(n));
        for item in set {
            match item {
                Item::Nothing => each(0, steps)?,
                Item::One(e) => {
                    if let Some(v) = eval(e, steps)?.and_then(|v| u64::try_from(v).ok()) {
                        if (1..=n).contains(&v) {
                            each(v, steps)?;
                        }
                    }
                }
                Item::Range(lo, hi) => {
                    let (Some(lo), Some(hi)) = (eval(lo, steps)?, eval(hi, steps)?) else {
                        continue;
                    };
                    let lo = lo.max(1);
                    let hi = hi.min(i128::from(n));
                    let mut s = lo;
                    while s <= hi {
                        tick(steps, limit)?;
                        each(s as u64, steps)?;
                        s += 1;
                    }
                }
                Item::Family(f) => self.family(*f, n, steps, limit, each)?,
            }
        }
        Ok(())
    }

    /// The amounts of family `f` at heap `n`, as [`amounts`](Self::amounts): one step for each
    /// number tried.
    fn family(
        &self,
        f: Family,
        n: u64,
        steps: &mut u64,
        limit: u64,
        each: &mut dyn FnMut(u64, &mut u64) -> Result<(), Stop>,
    ) -> Result<(), Stop> {
        let mut offer = |s: u64, steps: &mut u64| {
            tick(steps, limit)?;
            each(s, steps)
        };
        match f {
            Family::Any => (1..=n).try_for_each(|s| offer(s, steps)),
            Family::Squares => (1u64..)
                .map(|k| k * k)
                .take_while(|&s| s <= n)
                .try_for_each(|s| offer(s, steps)),
            Family::Cubes => (1u64..)
                .map(|k| k * k * k)
                .take_while(|&s| s <= n)
                .try_for_each(|s| offer(s, steps)),
            Family::Powers(b) => {
                let mut p = 1u64;
                while p <= n {
                    offer(p, steps)?;
                    match p.checked_mul(b) {
                        Some(q) => p = q,
                        None => break,
                    }
                }
                Ok(())
            }
            Family::Fibonacci => {
                let (mut a, mut b) = (1u64, 2u64);
                while a <= n {
                    offer(a, steps)?;
                    let c = a.saturating_add(b);
                    a = b;
                    b = c;
                }
                Ok(())
            }
            Family::Primes => (2..=n).try_for_each(|p| {
                if self.sieve.get(p as usize).copied().unwrap_or(false) {
                    offer(p, steps)
                } else {
                    tick(steps, limit)
                }
            }),
            Family::Divisors => {
                let mut d = 1u64;
                while d * d <= n {
                    tick(steps, limit)?;
                    if n % d == 0 {
                        if d < n {
                            each(d, steps)?;
                        }
                        let e = n / d;
                        if e != d && e < n {
                            each(e, steps)?;
                        }
                    }
                    d += 1;
                }
                Ok(())
            }
            // A gcd is charged as GCD_STEPS steps: measured, it costs about as much as that
            // many options of `take any`.
            Family::Coprime => (1..=n).try_for_each(|t| {
                charge(steps, GCD_STEPS - 1, limit)?;
                if gcd(n, t) == 1 {
                    offer(t, steps)
                } else {
                    tick(steps, limit)
                }
            }),
        }
    }

    /// Inserts the value of every option of heap `n` into `mex`, counting options in `steps`;
    /// stops past `limit`.
    fn options(&self, n: u64, mex: &mut Mex, steps: &mut u64, limit: u64) -> Result<(), Stop> {
        let values = &self.values;
        for rule in &self.rules.rules {
            match rule {
                Rule::Divide(ds) => {
                    if n == 0 {
                        continue;
                    }
                    for &d in ds {
                        tick(steps, limit)?;
                        mex.insert(values[(n / d) as usize]);
                    }
                }
                Rule::Take { set, parts } => {
                    let parts = *parts;
                    self.amounts(set, n, steps, limit, &mut |s, steps| {
                        let rest = n - s;
                        // Removing nothing and leaving one heap (or none) is no move.
                        let parts = if s == 0 { parts & !0b11 } else { parts };
                        if parts & 1 != 0 && rest == 0 {
                            tick(steps, limit)?;
                            mex.insert(0);
                        }
                        if parts & 2 != 0 && rest > 0 {
                            tick(steps, limit)?;
                            mex.insert(values[rest as usize]);
                        }
                        for k in 2..=MAX_PARTS {
                            if parts >> k & 1 != 0 && rest >= k as u64 {
                                for_each_split(
                                    values,
                                    rest as usize,
                                    k,
                                    steps,
                                    limit,
                                    &mut |x, _| {
                                        mex.insert(x);
                                        false
                                    },
                                )
                                .map_err(|StepLimit| Stop::OutOfWork)?;
                            }
                        }
                        Ok(())
                    })?;
                }
            }
        }
        Ok(())
    }

    /// A move of heap `h` to value `target`, found among its real options; `None` if none has
    /// that value or a part's value is unknown. Past the table, through a proved period (the
    /// Guy–Smith correspondence: an option of `h − m·p` with its largest part `m·p` larger is
    /// an option of `h` of the same value) or a proved arithmetic period
    /// ([`option_with_value`]).
    ///
    /// O(options of `h`), as computing `G(h)` costs; past the table, O(options of a heap
    /// inside it), or the work of [`option_with_value`].
    pub fn move_to(&self, h: u64, target: u64) -> Option<RuleMove> {
        if usize::try_from(h).is_ok_and(|i| i < self.values.len()) {
            return self.move_in_table(h, target); // every option, searched
        }
        // Past the table, only a code's options (a few amounts) are searched directly: a
        // family's or an expression's may be as many as the heap's tokens.
        let (k, parts) = self.rules.finite()?;
        if self.rules.code_moves().is_some() {
            if let Some(m) = self.move_in_table(h, target) {
                return Some(m);
            }
        }
        if let Some(c) = self.cycle {
            // Heaps from `low` on have the options of `low + (h − low) mod p`, the largest
            // part `h − that` larger (the proof of [`guy_smith`]).
            let n0 = c.preperiod.max(1) as u64;
            let (p, k) = (c.period as u64, k as u64);
            let low = parts as u64 * n0 + (parts as u64 - 1) * p + k;
            if h < low {
                return None;
            }
            let reduced = low + (h - low) % p;
            let mut m = self.move_in_table(reduced, target)?;
            if let Some(largest) = m.left.first_mut() {
                *largest += h - reduced;
            }
            return Some(m);
        }
        let s = self.saltus?;
        let moves = self.rules.code_moves()?;
        let (take, left) = option_with_value(&moves, &self.values, s, h, target)?;
        Some(RuleMove { take, left })
    }

    /// [`move_to`](Self::move_to) among the options whose parts are inside the table or
    /// covered by a proved period: splits only of what the table holds.
    fn move_in_table(&self, h: u64, target: u64) -> Option<RuleMove> {
        let value = |x: u64| self.get(x).map(u64::from);
        let mut found: Option<RuleMove> = None;
        for rule in &self.rules.rules {
            match rule {
                Rule::Divide(ds) => {
                    for &d in ds {
                        if h > 0 && value(h / d) == Some(target) {
                            return Some(RuleMove {
                                take: h - h / d,
                                left: vec![h / d].into_iter().filter(|&x| x > 0).collect(),
                            });
                        }
                    }
                }
                Rule::Take { set, parts } => {
                    let parts = *parts;
                    let mut search = |s: u64, _: &mut u64| -> Result<(), Stop> {
                        let rest = h - s;
                        let parts = if s == 0 { parts & !0b11 } else { parts };
                        if parts & 1 != 0 && rest == 0 && target == 0 {
                            found = Some(RuleMove {
                                take: s,
                                left: Vec::new(),
                            });
                            return Err(Stop::Found);
                        }
                        if parts & 2 != 0 && rest > 0 && value(rest) == Some(target) {
                            found = Some(RuleMove {
                                take: s,
                                left: vec![rest],
                            });
                            return Err(Stop::Found);
                        }
                        for k in 2..=MAX_PARTS {
                            if parts >> k & 1 == 0 || rest < k as u64 {
                                continue;
                            }
                            // Splits are searched over the computed values only.
                            let Ok(rest_index) = usize::try_from(rest) else {
                                continue;
                            };
                            if rest_index >= self.values.len() + k {
                                continue;
                            }
                            let mut parts_found = Vec::new();
                            let mut steps = 0;
                            let _ = for_each_split(
                                &self.values,
                                rest_index,
                                k,
                                &mut steps,
                                u64::MAX,
                                &mut |x, parts| {
                                    if u64::from(x) == target {
                                        parts_found = parts.to_vec();
                                    }
                                    u64::from(x) == target
                                },
                            );
                            if !parts_found.is_empty() {
                                found = Some(RuleMove {
                                    take: s,
                                    left: parts_found.iter().map(|&p| p as u64).collect(),
                                });
                                return Err(Stop::Found);
                            }
                        }
                        Ok(())
                    };
                    if let Err(Stop::Found) = self.amounts(set, h, &mut 0, u64::MAX, &mut search) {
                        return found;
                    }
                }
            }
        }
        found
    }
}

/// The steps one gcd is charged (`coprime`).
const GCD_STEPS: u64 = 8;

/// Counts one step; `Err` past the limit.
#[inline]
fn tick(steps: &mut u64, limit: u64) -> Result<(), Stop> {
    charge(steps, 1, limit)
}

/// Counts `cost` steps; `Err` past the limit.
#[inline]
fn charge(steps: &mut u64, cost: u64, limit: u64) -> Result<(), Stop> {
    *steps = steps.saturating_add(cost);
    if *steps > limit {
        Err(Stop::OutOfWork)
    } else {
        Ok(())
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    const BIG: Budget = Budget {
        steps: 1 << 40,
        values: 1 << 30,
    };

    fn table(text: &str, len: usize) -> Vec<u32> {
        let mut sg = RulesSg::new(Ruleset::parse(text).unwrap());
        sg.extend_to(len, BIG).unwrap();
        sg.values().to_vec()
    }

    /// The splits of m into k parts by brute force: every non-increasing k-tuple.
    fn brute_splits(m: usize, k: usize) -> Vec<Vec<usize>> {
        fn go(rest: usize, k: usize, cap: usize, path: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
            if k == 0 {
                if rest == 0 {
                    out.push(path.clone());
                }
                return;
            }
            for p in (1..=cap.min(rest)).rev() {
                path.push(p);
                go(rest - p, k - 1, p, path, out);
                path.pop();
            }
        }
        let mut out = Vec::new();
        go(m, k, m, &mut Vec::new(), &mut out);
        out
    }

    #[test]
    fn splits_visit_each_multiset_once() {
        let values: Vec<u32> = (0..40).map(|i| (i * 7 % 13) as u32).collect();
        for m in 1..30 {
            for k in 2..=5 {
                let want = brute_splits(m, k);
                let mut seen = Vec::new();
                let mut steps = 0;
                for_each_split(&values, m, k, &mut steps, u64::MAX, &mut |x, _| {
                    seen.push(x);
                    false
                })
                .ok()
                .unwrap();
                let mut xs: Vec<u32> = want
                    .iter()
                    .map(|p| p.iter().fold(0, |a, &q| a ^ values[q]))
                    .collect();
                xs.sort_unstable();
                seen.sort_unstable();
                assert_eq!(seen, xs, "m {m} k {k}");
            }
        }
    }

    #[test]
    fn rules_read_as_written() {
        // Lasker's Nim.
        assert_eq!(table("take any; split 2", 9), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
        assert_eq!(table("take any split 2", 9), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
        // Kayles as rules ("leave at most two heaps") and as a code; `exactly` is 0.44.
        let code = |c: &str| {
            let mut sg = RulesSg::new(Ruleset::code(c).unwrap());
            sg.extend_to(100, BIG).unwrap();
            sg.values().to_vec()
        };
        assert_eq!(table("take 1,2 then split 2", 100), code("0.77"));
        assert_eq!(
            table("take 1..2; take 1..2 then split 2", 100),
            code("0.77")
        );
        assert_eq!(table("take 1,2 then split exactly 2", 100), code("0.44"));
        assert_eq!(table("take 1,2,3 then split 3", 100), code("0.FFF"));
        // An amount that works out to 0 is no move, with a split after it too: only `split K`
        // removes nothing.
        assert_eq!(table("take n/5 then split 2", 5), [0; 5]);
        assert_eq!(table("take 0 then split 2", 9), [0; 9]);
        // At 2, `n-2` takes nothing (no move); at 3 it takes 1 and splits 2 into 1 + 1.
        assert_eq!(table("take n-2 then split exactly 2", 4), [0, 0, 0, 1]);
        assert_eq!(
            table("split 2", 5),
            table("take 0 then split 2; split 2", 5)
        );
        // Take 1..n/2.
        assert_eq!(table("take 1 .. n / 2", 10), [0, 0, 1, 0, 2, 1, 3, 0, 4, 2]);
        // Divide by 2 or 3 (n > 0).
        assert_eq!(table("divide 2,3", 6), [0, 1, 2, 0, 0, 0]);
        for bad in [
            "",
            "take",
            "take 1..",
            "split 1",
            "split 9",
            "divide 1",
            "take foo",
            "take (n",
            "jump 3",
            "take 1 then 2",
            "take 1 then split exactly",
            "take 1 then split exactly 9",
        ] {
            assert!(Ruleset::parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn families_are_their_members() {
        let mut sg = RulesSg::new(Ruleset::parse("take primes").unwrap());
        sg.extend_to(2, BIG).unwrap();
        let members = |text: &str, n: u64| {
            let mut sg = RulesSg::new(Ruleset::parse(text).unwrap());
            sg.extend_to(n as usize + 1, BIG).unwrap();
            let Rule::Take { set, .. } = &sg.rules.rules[0] else {
                panic!()
            };
            let mut out = Vec::new();
            sg.amounts(set, n, &mut 0, u64::MAX, &mut |s, _| {
                out.push(s);
                Ok(())
            })
            .ok();
            out.sort_unstable();
            out
        };
        assert_eq!(members("take squares", 30), [1, 4, 9, 16, 25]);
        assert_eq!(members("take primes", 20), [2, 3, 5, 7, 11, 13, 17, 19]);
        assert_eq!(members("take fibonacci", 21), [1, 2, 3, 5, 8, 13, 21]);
        assert_eq!(members("take powers3", 30), [1, 3, 9, 27]);
        assert_eq!(members("take divisors", 12), [1, 2, 3, 4, 6]);
        assert_eq!(members("take coprime", 10), [1, 3, 7, 9]);
        assert_eq!(members("take n/3..n/2", 12), [4, 5, 6]);
    }

    #[test]
    fn amounts_cost_work_and_stay_small() {
        // A sum of 102 ones (101 operators) is refused: evaluating it would recurse that deep.
        // 101 ones are read, and folded into one number.
        let ones = |k: usize| format!("take {}", vec!["1"; k].join("+"));
        let e = Ruleset::parse(&ones(102)).unwrap_err();
        assert!(
            e.starts_with("expected an amount of at most 100 operators"),
            "{e}"
        );
        assert_eq!(Ruleset::parse(&ones(101)).unwrap().finite(), Some((101, 1)));
        // Each number a family tries is a step, even where it is no move.
        let steps = |text: &str, len: usize| {
            let mut sg = RulesSg::new(Ruleset::parse(text).unwrap());
            sg.extend_to(len, BIG).unwrap();
            sg.steps()
        };
        assert!(steps("take coprime", 100) >= 8 * (100 * 99 / 2), "coprime");
        assert!(steps("take any then split exactly 8", 100) >= 100 * 99 / 2);
        // A budget spent inside one heap's amounts stops the table.
        let mut sg = RulesSg::new(Ruleset::parse("take coprime").unwrap());
        let small = Budget {
            steps: 10_000,
            values: 1 << 20,
        };
        assert!(sg.extend_to(1000, small).is_err());
        assert!(sg.values().len() < 100);
        // A code's amount past MAX_CODE_AMOUNT is no list of moves (and no allocation).
        let far = Ruleset::parse("take 1000000000000").unwrap();
        assert_eq!(far.finite(), Some((1_000_000_000_000, 1)));
        assert_eq!(far.code_moves(), None);
    }

    #[test]
    fn only_codes_are_finite() {
        assert_eq!(Ruleset::parse("take 1,3,4").unwrap().finite(), Some((4, 1)));
        assert_eq!(
            Ruleset::parse("take 1..3 then split 2").unwrap().finite(),
            Some((3, 2))
        );
        assert_eq!(
            Ruleset::parse("split 3; take 1").unwrap().finite(),
            Some((1, 3))
        );
        for infinite in [
            "take squares",
            "take 1..n/2",
            "take any",
            "divide 2",
            "take n",
        ] {
            assert!(Ruleset::parse(infinite).unwrap().infinite(), "{infinite}");
        }
    }

    #[test]
    fn the_certificate_holds_for_hexadecimal_codes() {
        // For random codes with three-heap splits: a period certified from the first values
        // holds on every value computed far beyond.
        let mut x = 5u64;
        let mut certified = 0;
        for _ in 0..60 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let digits: String = (0..2)
                .map(|i| char::from_digit(((x >> (20 + 4 * i)) & 15) as u32, 16).unwrap())
                .collect();
            let Ok(rules) = Ruleset::code(&format!("0.{digits}")) else {
                continue;
            };
            let (k, parts) = rules.finite().unwrap();
            let mut sg = RulesSg::new(rules);
            sg.extend_to(500, BIG).unwrap();
            if let Some(c) = guy_smith(&sg.values()[..250], k, parts).map(|proof| proof.cycle) {
                certified += 1;
                for n in c.preperiod..500 - c.period {
                    assert_eq!(
                        sg.values()[n],
                        sg.values()[n + c.period],
                        "0.{digits} at {n}"
                    );
                }
            }
        }
        assert!(certified > 10, "{certified}");
    }
}
