import { magusStaff } from "./staff-of-the-death-magus.ts";

export default magusStaff("Staff of the Wild Magus", "G", "Forest");
