/** The six company statistics of spec section 9, shown by every statistics band. The
 * component adds the "+" after each value. */
export const companyStats = [
  { value: 10, label: "Years Of Matured Practice" },
  { value: 19, label: "Countries" },
  { value: 15, label: "Global Clients" },
  { value: 50, label: "Product Alliances" },
  { value: 150, label: "Associates" },
  { value: 100, label: "Delivery Centres/SOCs" },
];
