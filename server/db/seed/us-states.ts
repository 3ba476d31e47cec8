/**
 * The 50 states and DC with combined sales-tax percent (state rate plus the average local rate,
 * rounded; close to the published 2024 figures). Used for US checkout tax.
 */
import type { usStates } from '../schema';

const states: [code: string, name: string, taxPercent: string][] = [
  ['AL', 'Alabama', '9.290'], ['AK', 'Alaska', '1.820'], ['AZ', 'Arizona', '8.380'],
  ['AR', 'Arkansas', '9.450'], ['CA', 'California', '8.850'], ['CO', 'Colorado', '7.810'],
  ['CT', 'Connecticut', '6.350'], ['DE', 'Delaware', '0.000'], ['DC', 'District of Columbia', '6.000'],
  ['FL', 'Florida', '7.020'], ['GA', 'Georgia', '7.380'], ['HI', 'Hawaii', '4.500'],
  ['ID', 'Idaho', '6.030'], ['IL', 'Illinois', '8.890'], ['IN', 'Indiana', '7.000'],
  ['IA', 'Iowa', '6.940'], ['KS', 'Kansas', '8.650'], ['KY', 'Kentucky', '6.000'],
  ['LA', 'Louisiana', '9.560'], ['ME', 'Maine', '5.500'], ['MD', 'Maryland', '6.000'],
  ['MA', 'Massachusetts', '6.250'], ['MI', 'Michigan', '6.000'], ['MN', 'Minnesota', '8.040'],
  ['MS', 'Mississippi', '7.060'], ['MO', 'Missouri', '8.390'], ['MT', 'Montana', '0.000'],
  ['NE', 'Nebraska', '6.970'], ['NV', 'Nevada', '8.240'], ['NH', 'New Hampshire', '0.000'],
  ['NJ', 'New Jersey', '6.600'], ['NM', 'New Mexico', '7.620'], ['NY', 'New York', '8.530'],
  ['NC', 'North Carolina', '7.000'], ['ND', 'North Dakota', '7.040'], ['OH', 'Ohio', '7.240'],
  ['OK', 'Oklahoma', '8.990'], ['OR', 'Oregon', '0.000'], ['PA', 'Pennsylvania', '6.340'],
  ['RI', 'Rhode Island', '7.000'], ['SC', 'South Carolina', '7.490'], ['SD', 'South Dakota', '6.110'],
  ['TN', 'Tennessee', '9.550'], ['TX', 'Texas', '8.200'], ['UT', 'Utah', '7.250'],
  ['VT', 'Vermont', '6.360'], ['VA', 'Virginia', '5.770'], ['WA', 'Washington', '9.380'],
  ['WV', 'West Virginia', '6.550'], ['WI', 'Wisconsin', '5.430'], ['WY', 'Wyoming', '5.440'],
];

export function usStateRows(): (typeof usStates.$inferInsert)[] {
  return states.map(([code, name, taxPercent]) => ({ code, name, taxPercent }));
}
