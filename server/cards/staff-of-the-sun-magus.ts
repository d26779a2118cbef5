import { magusStaff } from "./staff-of-the-death-magus.ts";

export default magusStaff("Staff of the Sun Magus", "W", "Plains");
