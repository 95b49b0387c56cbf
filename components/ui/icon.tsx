import {
  Award,
  BookOpen,
  Building2,
  Calendar,
  ChartColumn,
  Droplets,
  FileText,
  Globe,
  GraduationCap,
  Handshake,
  Heart,
  Leaf,
  Lightbulb,
  Mail,
  MapPin,
  Megaphone,
  Phone,
  Recycle,
  Scale,
  Shield,
  Sprout,
  Star,
  Sun,
  Target,
  Users,
  type IconNode,
} from 'lucide';
import type { IconName } from '@/content/schema';
import { Svg } from './svg';

const icons: Record<IconName, IconNode> = {
  leaf: Leaf,
  users: Users,
  academic: GraduationCap,
  badge: Award,
  book: BookOpen,
  building: Building2,
  globe: Globe,
  scale: Scale,
  water: Droplets,
  sun: Sun,
  chart: ChartColumn,
  heart: Heart,
  shield: Shield,
  lightbulb: Lightbulb,
  handshake: Handshake,
  recycle: Recycle,
  star: Star,
  calendar: Calendar,
  mail: Mail,
  phone: Phone,
  'map-pin': MapPin,
  document: FileText,
  megaphone: Megaphone,
  target: Target,
  sprout: Sprout,
};

/** A decorative icon named in content. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <Svg node={icons[name]} className={className} />;
}
