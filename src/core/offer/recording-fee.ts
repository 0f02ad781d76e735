/**
 * The recording fee: the county's flat charge for recording the mortgage, $0 to $315 (platform
 * spec, section 9). Unlike the recording tax it does not scale with the line. It comes from the
 * offer set's RECORDING_FEE cost; ours: it is paid at closing, not taken from the draw.
 */
export const RECORDING_FEE_MAX = 315;

/** The offer set's recording fee in dollars, or null when the set names none. */
export function recordingFeeOf(
  costs: readonly { feeType: string; borrowerPaidAmount: number }[] | undefined,
): number | null {
  const fee = costs?.find((c) => c.feeType === 'RECORDING_FEE');
  if (!fee) return null;
  if (!(fee.borrowerPaidAmount >= 0 && fee.borrowerPaidAmount <= RECORDING_FEE_MAX)) {
    throw new RangeError(`recordingFee: must be $0 to $${RECORDING_FEE_MAX}, got ${String(fee.borrowerPaidAmount)}`);
  }
  return fee.borrowerPaidAmount;
}
