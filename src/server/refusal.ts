/**
 * An expected "no" from the domain: a field that is not right, a rule that forbids the change.
 * Domain functions throw a subclass; Server Actions turn it into a result with `attempt` (./actions/kit.ts),
 * so whatever else is thrown is a fault.
 */
export class Refusal extends Error {
  override name = "Refusal";
}
