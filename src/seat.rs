//! Seats in order of play (book/src/ptn.md, "Seats"): seat 1 plays first after the
//! dealer, seat 4 is the dealer. `BySeat<T>` holds one value per seat.

use std::fmt;
use std::ops::{Index, IndexMut};

/// A seat `1..=4`, numbered in order of play.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Seat(u8);

impl Seat {
    pub const ALL: [Seat; 4] = [Seat(1), Seat(2), Seat(3), Seat(4)];

    /// The seat with this number, `1..=4`.
    pub const fn new(n: u8) -> Option<Seat> {
        if n >= 1 && n <= 4 {
            Some(Seat(n))
        } else {
            None
        }
    }

    /// The seat at index `0..4` (seat 1 is index 0).
    pub const fn from_index(i: usize) -> Seat {
        Seat((i % 4) as u8 + 1)
    }

    pub const fn number(self) -> u8 {
        self.0
    }

    pub const fn index(self) -> usize {
        (self.0 - 1) as usize
    }

    /// The next seat in order of play (4 is followed by 1).
    pub const fn next(self) -> Seat {
        Seat(self.0 % 4 + 1)
    }

    /// The seat `n` places later in order of play.
    pub const fn plus(self, n: usize) -> Seat {
        Seat::from_index(self.index() + n % 4)
    }

    /// The seats in order of play starting with this one.
    pub fn cycle_from(self) -> [Seat; 4] {
        [self, self.plus(1), self.plus(2), self.plus(3)]
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Debug for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

impl serde::Serialize for Seat {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.0)
    }
}

impl<'de> serde::Deserialize<'de> for Seat {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Seat, D::Error> {
        let n = u8::deserialize(d)?;
        Seat::new(n).ok_or_else(|| serde::de::Error::custom(format!("seat {n} is not 1..4")))
    }
}

/// One value per seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BySeat<T>(pub [T; 4]);

impl<T: Copy> BySeat<T> {
    /// The same value for every seat.
    pub const fn splat(v: T) -> BySeat<T> {
        BySeat([v; 4])
    }
}

impl<T> BySeat<T> {
    /// The values in seat order, without their seats.
    pub fn values(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    pub fn values_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.0.iter_mut()
    }

    pub fn from_fn(mut f: impl FnMut(Seat) -> T) -> BySeat<T> {
        BySeat([f(Seat(1)), f(Seat(2)), f(Seat(3)), f(Seat(4))])
    }

    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0
            .iter()
            .enumerate()
            .map(|(i, v)| (Seat::from_index(i), v))
    }

    pub fn map<U>(&self, mut f: impl FnMut(Seat, &T) -> U) -> BySeat<U> {
        BySeat::from_fn(|s| f(s, &self.0[s.index()]))
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    fn index(&self, s: Seat) -> &T {
        &self.0[s.index()]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, s: Seat) -> &mut T {
        &mut self.0[s.index()]
    }
}

/// Serialised as a map from seat number to value, `{"1": …, "4": …}`, as in
/// the referee's JSON output.
impl<T: serde::Serialize> serde::Serialize for BySeat<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(Some(4))?;
        for (seat, v) in self.iter() {
            map.serialize_entry(&seat.number().to_string(), v)?;
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_cycle() {
        let s = Seat::new(4).unwrap();
        assert_eq!(s.next(), Seat::new(1).unwrap());
        assert_eq!(Seat::new(2).unwrap().plus(3), Seat::new(1).unwrap());
        assert_eq!(
            Seat::new(3).unwrap().cycle_from().map(|s| s.number()),
            [3, 4, 1, 2]
        );
        assert!(Seat::new(0).is_none() && Seat::new(5).is_none());
        let mut b = BySeat([0i64; 4]);
        b[Seat::new(2).unwrap()] += 3;
        assert_eq!(b.0, [0, 3, 0, 0]);
    }
}
