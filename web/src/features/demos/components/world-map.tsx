// An offline SVG world map (equirectangular, 60°S to 85°N) with demo locations and zoom buttons.
import { useState } from 'react';
import { ActionIcon, Box, Group } from '@mantine/core';
import { IconMinus, IconPlus, IconZoomReset } from '@tabler/icons-react';
import { LAND, LOCATIONS } from './world-outline';

const WIDTH = 1000;
const NORTH = 85;
const SOUTH = -60;
const HEIGHT = Math.round((WIDTH * (NORTH - SOUTH)) / 360);
const MAX_ZOOM = 4;

const projectX = (lon: number) => ((lon + 180) / 360) * WIDTH;
const projectY = (lat: number) => ((NORTH - lat) / (NORTH - SOUTH)) * HEIGHT;
const toPoints = (outline: readonly (readonly [number, number])[]) =>
  outline.map(([lon, lat]) => `${projectX(lon).toFixed(1)},${projectY(lat).toFixed(1)}`).join(' ');

export function WorldMap() {
  const [zoom, setZoom] = useState(1);
  // Zoom towards the middle of the populated band.
  const viewWidth = WIDTH / zoom;
  const viewHeight = HEIGHT / zoom;
  const viewBox = `${(WIDTH - viewWidth) / 2} ${(HEIGHT - viewHeight) / 2} ${viewWidth} ${viewHeight}`;

  return (
    <Box pos="relative">
      <Group gap={4} pos="absolute" top={8} right={8} style={{ zIndex: 1 }}>
        <ActionIcon variant="default" aria-label="Zoom in" disabled={zoom >= MAX_ZOOM} onClick={() => setZoom(zoom * 2)}>
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" aria-label="Zoom out" disabled={zoom <= 1} onClick={() => setZoom(zoom / 2)}>
          <IconMinus size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" aria-label="Reset zoom" disabled={zoom === 1} onClick={() => setZoom(1)}>
          <IconZoomReset size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <svg viewBox={viewBox} width="100%" role="img" aria-labelledby="world-map-title" style={{ display: 'block', background: 'var(--mantine-color-blue-0)', borderRadius: 8 }}>
        <title id="world-map-title">World map with demo locations</title>
        {Array.from({ length: 11 }, (_unused, index) => -150 + index * 30).map((lon) => (
          <line key={`lon${lon}`} x1={projectX(lon)} x2={projectX(lon)} y1={0} y2={HEIGHT} stroke="var(--mantine-color-blue-1)" strokeWidth={1} />
        ))}
        {[-30, 0, 30, 60].map((lat) => (
          <line key={`lat${lat}`} x1={0} x2={WIDTH} y1={projectY(lat)} y2={projectY(lat)} stroke="var(--mantine-color-blue-1)" strokeWidth={1} />
        ))}
        {Object.entries(LAND).map(([name, outline]) => (
          <polygon key={name} points={toPoints(outline)} fill="var(--mantine-color-gray-3)" stroke="var(--mantine-color-gray-5)" strokeWidth={1}>
            <title>{name}</title>
          </polygon>
        ))}
        {LOCATIONS.map((location) => (
          <g key={location.name} transform={`translate(${projectX(location.lon)} ${projectY(location.lat)})`}>
            <circle r={4 + Math.sqrt(location.leads) / 4} fill="var(--mantine-color-indigo-6)" fillOpacity={0.35} />
            <circle r={3} fill="var(--mantine-color-indigo-7)" />
            <title>{`${location.name}: ${location.leads} leads`}</title>
          </g>
        ))}
      </svg>
    </Box>
  );
}
