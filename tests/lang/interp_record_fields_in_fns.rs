//! Functions read the fields of contracts and announcements: the fields
//! are known before functions are compiled.

use skus::engine::Engine;
use skus::interp::Interp;
use skus::lang;

fn check(text: &str) -> Result<skus::lang::ir::Program, String> {
    lang::check("x.rules", text, &|_: &str, _: &str| None).map_err(|f| f.render())
}

const SPEC: &str = "variant x \"x\"\nrule x.a.b \"t\"\ndeck all\ndeal 13 talon 2\n\
fn doubled(c: contract) -> int = 2 * c.value\n\
fn worth(a: announcement) -> int = a.points + doubled(big)\n\
contract small { value 1 }\n\
contract big { value 4 }\n\
announcement bonus { points 3 }\n\
on start { require worth(bonus) == 11 else impossible-card x.a.b by none stands \"worth\" }\n\
on auction say c: contract { }\n\
on auction say t: term { fail illegal-bid x.a.b void }\n";

#[test]
fn functions_read_record_fields() {
    let p = check(SPEC).unwrap_or_else(|e| panic!("{e}"));
    let deal = crate::common::pack_in_order();
    // worth(bonus) = 3 + 2 · 4.
    assert!(Interp::new(p).start(&deal).is_ok());
    // An unknown field is still reported, once.
    let e = check(&SPEC.replace("2 * c.value", "2 * c.worth"))
        .err()
        .unwrap_or_default();
    assert_eq!(e.matches("has no field `worth`").count(), 1, "{e}");
}
